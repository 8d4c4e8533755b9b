import { appRoutes } from '@academy/contracts/app-routes';
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { adminSections } from '../features/admin/admin-sections';
import { ErrorBoundary } from './error-boundary';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { Page } from './page';
import { pages } from './pages';
import { StatusPage } from './routes/status-page';
import { ScrollToTop } from './scroll-to-top';

const {
  home: { Component: HomePage },
  courseList: { Component: CourseListPage },
  courseDetail: { Component: CourseDetailPage },
  teacherList: { Component: TeacherListPage },
  teacherDetail: { Component: TeacherDetailPage },
  about: { Component: AboutPage },
  faq: { Component: FaqPage },
  cases: { Component: CasesPage },
  rewards: { Component: RewardsPage },
  rewardSubmit: { Component: RewardSubmitPage },
  contentViewer: { Component: ContentViewerPage },
  login: { Component: LoginPage },
  register: { Component: RegisterPage },
  authForgot: { Component: AuthForgotPage },
  authReset: { Component: AuthResetPage },
  authConfirm: { Component: AuthConfirmPage },
  profile: { Component: ProfilePage },
} = pages;

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
        {/* Mail links work whoever is signed in here: they act for the account in the link. */}
        <Route element={<AuthLayout />}>
          <Route
            path={appRoutes.authForgot}
            element={
              <Page title="authForgot">
                <AuthForgotPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.authReset}
            element={
              <Page title="authReset">
                <AuthResetPage />
              </Page>
            }
          />
          <Route
            path={appRoutes.authConfirm}
            element={
              <Page title="authConfirm">
                <AuthConfirmPage />
              </Page>
            }
          />
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
