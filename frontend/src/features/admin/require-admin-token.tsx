import { Navigate, Outlet } from 'react-router-dom';
import { useAdminSession } from '../../staff/admin-session';
import { useStaffClockSync } from '../../staff/staff-clock';
import { StaffLiveData } from '../../staff/staff-live-data';

/**
 * The admin area is guarded client-side by the presence of a stored token (docs/back-office.md#sign-in); the
 * server checks it on every call. Behind the guard, all staff screens in the shop share one live order list.
 */
export function RequireAdminToken() {
  const { token, role } = useAdminSession();
  useStaffClockSync();
  if (!token) return <Navigate to="/admin/login" replace />;
  // A driver may not read the board: their screen loads only their own deliveries.
  if (role === 'driver') return <Outlet />;
  return (
    <StaffLiveData>
      <Outlet />
    </StaffLiveData>
  );
}
