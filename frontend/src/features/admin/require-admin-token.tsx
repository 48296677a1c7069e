import { Navigate, Outlet } from 'react-router-dom';
import { AdminOrdersProvider } from '../../staff/admin-orders-context';
import { useAdminSession } from '../../staff/admin-session';

/**
 * The admin area is guarded client-side by the presence of a stored token (docs/back-office.md#sign-in); the
 * server checks it on every call. Behind the guard, all staff screens share one live order list.
 */
export function RequireAdminToken() {
  const { token } = useAdminSession();
  if (!token) return <Navigate to="/admin/login" replace />;
  return (
    <AdminOrdersProvider>
      <Outlet />
    </AdminOrdersProvider>
  );
}
