import { appRoutes } from '@academy/contracts/app-routes';
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { adminSections } from '../features/admin/admin-sections';
import { ErrorBoundary } from './error-boundary';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { Page } from './page';
import { PlannedPage } from './routes/planned-page';
import { StatusPage } from './routes/status-page';
import { ScrollToTop } from './scroll-to-top';

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
                <PlannedPage page="home" />
              </Page>
            }
          />
          <Route
            path={appRoutes.courseList}
            element={
              <Page title="courseList">
                <PlannedPage page="courseList" />
              </Page>
            }
          />
          <Route
            path={appRoutes.courseDetail}
            element={
              <Page title="courseDetail">
                <PlannedPage page="courseDetail" />
              </Page>
            }
          />
          <Route
            path={appRoutes.contentViewer}
            element={
              <Page>
                <PlannedPage page="contentViewer" />
              </Page>
            }
          />
          <Route
            path={appRoutes.teacherList}
            element={
              <Page title="teacherList">
                <PlannedPage page="teacherList" />
              </Page>
            }
          />
          <Route
            path={appRoutes.teacherDetail}
            element={
              <Page title="teacherDetail">
                <PlannedPage page="teacherDetail" />
              </Page>
            }
          />
          <Route
            path={appRoutes.about}
            element={
              <Page>
                <PlannedPage page="about" />
              </Page>
            }
          />
          <Route
            path={appRoutes.faq}
            element={
              <Page>
                <PlannedPage page="faq" />
              </Page>
            }
          />
          <Route
            path={appRoutes.cases}
            element={
              <Page>
                <PlannedPage page="cases" />
              </Page>
            }
          />
          <Route
            path={appRoutes.rewards}
            element={
              <Page>
                <PlannedPage page="rewards" />
              </Page>
            }
          />
          <Route element={<RequireAuth />}>
            <Route
              path={appRoutes.rewardSubmit}
              element={
                <Page>
                  <PlannedPage page="rewardSubmit" />
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
