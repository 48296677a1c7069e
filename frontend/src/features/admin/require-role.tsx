import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { homeOf, mayOpen } from '../../staff/admin-nav';
import { useAdminSession } from '../../staff/admin-session';

/** Sends a staff member who opens a screen outside their role to their own start screen. */
export function RequireRole() {
  const { role } = useAdminSession();
  const { pathname } = useLocation();
  if (role && !mayOpen(role, pathname)) return <Navigate to={homeOf(role)} replace />;
  return <Outlet />;
}
