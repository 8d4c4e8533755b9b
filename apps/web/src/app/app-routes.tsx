import { appRoutes } from '@academy/contracts/app-routes';
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { adminSections } from '../features/admin/admin-sections';
import { ErrorBoundary } from './error-boundary';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { Page } from './page';
import { StatusPage } from './routes/status-page';
import { ScrollToTop } from './scroll-to-top';

const HomePage = lazy(() =>
  import('../features/home/routes/home-page').then((m) => ({ default: m.HomePage })),
);
const CourseListPage = lazy(() =>
  import('../features/catalogue/routes/course-list-page').then((m) => ({
    default: m.CourseListPage,
  })),
);
const CourseDetailPage = lazy(() =>
  import('../features/catalogue/routes/course-detail-page').then((m) => ({
    default: m.CourseDetailPage,
  })),
);
const TeacherListPage = lazy(() =>
  import('../features/teachers/routes/teacher-list-page').then((m) => ({
    default: m.TeacherListPage,
  })),
);
const TeacherDetailPage = lazy(() =>
  import('../features/teachers/routes/teacher-detail-page').then((m) => ({
    default: m.TeacherDetailPage,
  })),
);
const AboutPage = lazy(() =>
  import('../features/static/routes/about-page').then((m) => ({ default: m.AboutPage })),
);
const FaqPage = lazy(() =>
  import('../features/static/routes/faq-page').then((m) => ({ default: m.FaqPage })),
);
const CasesPage = lazy(() =>
  import('../features/static/routes/cases-page').then((m) => ({ default: m.CasesPage })),
);
const RewardsPage = lazy(() =>
  import('../features/rewards/routes/rewards-page').then((m) => ({ default: m.RewardsPage })),
);
const RewardSubmitPage = lazy(() =>
  import('../features/rewards/routes/reward-submit-page').then((m) => ({
    default: m.RewardSubmitPage,
  })),
);
const ContentViewerPage = lazy(() =>
  import('../features/learning/routes/content-viewer-page').then((m) => ({
    default: m.ContentViewerPage,
  })),
);
const LoginPage = lazy(() =>
  import('../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })),
);
const RegisterPage = lazy(() =>
  import('../features/auth/routes/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/routes/profile-page').then((m) => ({ default: m.ProfilePage })),
);
// The admin area and its UI library are one lazy chunk that public pages never load.
const AdminLayout = lazy(() =>
  import('../features/admin/routes/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const AdminSectionPage = lazy(() =>
  import('../features/admin/routes/admin-section-page').then((m) => ({
    default: m.AdminSectionPage,
  })),
);

/** The route table, built from the patterns the server also uses to answer 404s. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<StatusPage kind="serverError" />}>
      <ScrollToTop />
      <Routes>
        <Route element={<DefaultLayout />}>
          <Route
            path={appRoutes.home}
            element={
              <Page title="home">
                <HomePage />
              </Page>
            }
          />
          <Route
            path={appRoutes.courseList}
            element={
              <Page title="courseList">
                <CourseListPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.courseDetail}
            element={
              <Page title="courseDetail">
                <CourseDetailPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.contentViewer}
            element={
              <Page>
                <ContentViewerPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.teacherList}
            element={
              <Page title="teacherList">
                <TeacherListPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.teacherDetail}
            element={
              <Page title="teacherDetail">
                <TeacherDetailPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.about}
            element={
              <Page>
                <AboutPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.faq}
            element={
              <Page>
                <FaqPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.cases}
            element={
              <Page>
                <CasesPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.rewards}
            element={
              <Page>
                <RewardsPage />
              </Page>
            }
          />
          <Route element={<RequireAuth />}>
            <Route
              path={appRoutes.rewardSubmit}
              element={
                <Page>
                  <RewardSubmitPage />
                </Page>
              }
            />
            <Route
              path={appRoutes.profile}
              element={
                <Page title="profile">
                  <ProfilePage />
                </Page>
              }
            />
          </Route>
          <Route path={appRoutes.forbidden} element={<StatusPage kind="forbidden" />} />
          <Route path={appRoutes.serverError} element={<StatusPage kind="serverError" />} />
          <Route path="*" element={<StatusPage kind="notFound" />} />
        </Route>
        <Route element={<GuestOnly />}>
          <Route element={<AuthLayout />}>
            <Route
              path={appRoutes.login}
              element={
                <Page title="login">
                  <LoginPage />
                </Page>
              }
            />
            <Route
              path={appRoutes.loginAlias}
              element={
                <Page title="login">
                  <LoginPage />
                </Page>
              }
            />
            <Route
              path={appRoutes.register}
              element={
                <Page title="register">
                  <RegisterPage />
                </Page>
              }
            />
          </Route>
        </Route>
        <Route element={<RequireAdmin />}>
          <Route
            path={appRoutes.admin}
            element={
              <Page>
                <AdminLayout />
              </Page>
            }
          >
            <Route index element={<AdminSectionPage section="dashboard" />} />
            {adminSections.map((section) => (
              <Route
                key={section}
                path={section}
                element={<AdminSectionPage section={section} />}
              />
            ))}
          </Route>
        </Route>
        {/* The spec's old external admin pages (the server answers them with a 301 too). */}
        {(['redemptions', 'rewards', 'points'] as const).map((page) => (
          <Route
            key={page}
            path={`/admin/${page}.html`}
            element={<Navigate to={`/admin/${page}`} replace />}
          />
        ))}
      </Routes>
    </ErrorBoundary>
  );
}
