import {
  type Access,
  type AdminSection,
  type AppRouteName,
  adminPath,
  adminSections,
  appRouteNames,
  appRoutes,
  type Layout,
  legacyRedirects,
} from '@academy/contracts/app-routes';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyChunk } from '../lib/load-chunk';
import { ErrorBoundary } from './error-boundary';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { Page, PageBoundary } from './page';
import { pages } from './pages';
import { ScrollToTop } from './scroll-to-top';
import { StatusPage } from './status-page';

// The admin area and its UI library are lazy chunks that public pages never load. The layout
// asks for the section page's chunk as it loads, so a reload of an admin page fetches the two
// side by side instead of the section's only once the layout has rendered.
const loadAdminSectionPage = () => import('../features/admin/routes/admin-section-page');
const AdminLayout = lazyChunk(() => {
  // Its failure is the section's own lazy load to report, when it renders.
  loadAdminSectionPage().catch(() => undefined);
  return import('../features/admin/routes/admin-layout').then((m) => m.AdminLayout);
});
const AdminSectionPage = lazyChunk(() => loadAdminSectionPage().then((m) => m.AdminSectionPage));

/** A section waits for its code and texts inside the admin layout: the header and menu stay. */
function AdminSectionRoute({ section }: { section: AdminSection }) {
  return (
    <PageBoundary>
      <AdminSectionPage section={section} />
    </PageBoundary>
  );
}

const guards: Record<Exclude<Access, 'anyone' | 'admin'>, () => ReactNode> = {
  user: RequireAuth,
  guest: GuestOnly,
};

/** The element of a public route: its page with its title, or its status page. */
function element(name: AppRouteName) {
  const route = appRoutes[name];
  const page = pages[name];
  if (name === 'forbidden' || name === 'serverError') {
    return (
      <PageBoundary>
        <StatusPage kind={name} />
      </PageBoundary>
    );
  }
  if (!page) throw new Error(`Route ${name} has no page`);
  return (
    <Page title={'title' in route ? route.title : undefined}>
      <page.Component />
    </Page>
  );
}

/** The routes of one layout, grouped under the guard their access needs. */
function routesOf(layout: Layout) {
  const names = appRouteNames.filter((name) => appRoutes[name].layout === layout);
  const byAccess = (access: Access) =>
    names
      .filter((name) => appRoutes[name].access === access)
      .map((name) => <Route key={name} path={appRoutes[name].pattern} element={element(name)} />);
  return (
    <>
      {byAccess('anyone')}
      {(Object.keys(guards) as (keyof typeof guards)[]).map((access) => {
        const Guard = guards[access];
        const routes = byAccess(access);
        return routes.length > 0 ? (
          <Route key={access} element={<Guard />}>
            {routes}
          </Route>
        ) : null;
      })}
    </>
  );
}

/** The route tree, derived from the route table the server also answers 404s from. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<StatusPage kind="serverError" />}>
      <ScrollToTop />
      <Routes>
        <Route element={<DefaultLayout />}>
          {routesOf('default')}
          <Route
            path="*"
            element={
              <PageBoundary>
                <StatusPage kind="notFound" />
              </PageBoundary>
            }
          />
        </Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
        <Route element={<RequireAdmin />}>
          <Route
            path={appRoutes.admin.pattern}
            element={
              // The admin area names its own pages (useAdminDocumentTitle).
              <PageBoundary>
                <AdminLayout />
              </PageBoundary>
            }
          >
            {adminSections.map((section) =>
              section === 'dashboard' ? (
                <Route key={section} index element={<AdminSectionRoute section={section} />} />
              ) : (
                <Route
                  key={section}
                  path={adminPath(section)}
                  element={<AdminSectionRoute section={section} />}
                />
              ),
            )}
          </Route>
        </Route>
        {Object.entries(legacyRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
      </Routes>
    </ErrorBoundary>
  );
}
