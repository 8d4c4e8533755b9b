import { href } from '@academy/contracts/app-routes';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../lib/safe-redirect';
import { useSession } from '../lib/session';

/** Signed-in users only; guests go to login and come back here afterwards. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={href('login', undefined, { redirect })} replace />;
}

/** Admins only; everyone else goes home (the API checks the role again on every call). */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * Guests only (login, register). A signed-in user goes home, or to the page a guard sent
 * them here from: this is also how a successful login returns to that page.
 */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  return isAuthenticated ? (
    <Navigate to={safeRedirect(params.get('redirect'))} replace />
  ) : (
    <Outlet />
  );
}
