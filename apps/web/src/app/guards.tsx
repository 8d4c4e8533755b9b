import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Signed-in users only; guests go to login and come back here afterwards. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth/login?${new URLSearchParams({ redirect })}`} replace />;
}

/** Admins only; everyone else goes home (the API checks the role again on every call). */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** Guests only (login, register); a signed-in user goes home. */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to="/" replace /> : <Outlet />;
}
