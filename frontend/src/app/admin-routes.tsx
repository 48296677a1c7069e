import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { homeOf } from '../staff/admin-nav';
import { PageLoading } from '../components/page-loading';
import { AdminSessionProvider, useAdminSession } from '../staff/admin-session';
import { createStaffQueryClient } from '../staff/staff-query-client';
import { AdminLayout } from '../features/admin/admin-layout';
import { RequireAdminToken } from '../features/admin/require-admin-token';
import { RequireRole } from '../features/admin/require-role';
import AdminLoginPage from '../features/admin/admin-login-page';
import '../features/admin/admin.css';

const OrderBoardPage = lazy(() => import('../features/admin-board/order-board-page'));
// The overview carries chart.js; only staff who open it download it.
const OrderOverviewPage = lazy(() => import('../features/admin-overview/order-overview-page'));
const DayClosePage = lazy(() => import('../features/day-close/day-close-page'));
const ZReportPage = lazy(() => import('../features/day-close/z-report-page'));
const KitchenPage = lazy(() => import('../features/kitchen/kitchen-page'));
const SoldOutPage = lazy(() => import('../features/admin-sold-out/sold-out-page'));
const StaffPage = lazy(() => import('../features/admin-staff/staff-page'));
const PasswordPage = lazy(() => import('../features/admin-staff/password-page'));
const AuditLogPage = lazy(() => import('../features/admin-staff/audit-log-page'));
const SettingsPage = lazy(() => import('../features/admin-settings/settings-page'));
const MenuAdminPage = lazy(() => import('../features/admin-menu/menu-admin-page'));
const DeliveryZonesPage = lazy(() => import('../features/admin-menu/delivery-zones-page'));
const VouchersPage = lazy(() => import('../features/admin-menu/vouchers-page'));
const DriverPage = lazy(() => import('../features/drivers/driver-page'));
const SettlementPage = lazy(() => import('../features/drivers/settlement-page'));
const DriverPasswordPage = lazy(() => import('../features/drivers/driver-password-page'));
const OrderEntryPage = lazy(() => import('../features/order-entry/order-entry-page'));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The signed-in person's start screen (the kitchen's own screen for kitchen staff). */
function Home() {
  const { role } = useAdminSession();
  return <Navigate to={homeOf(role ?? 'counter')} replace />;
}

/** Everything under /admin: login, the guard, and the staff screens sharing one live connection. */
export default function AdminRoutes() {
  const [queryClient] = useState(createStaffQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionProvider>
        <Routes>
          <Route path="login" element={<AdminLoginPage />} />
          <Route element={<RequireAdminToken />}>
            {/* Each screen only for the roles its ADMIN_NAV entry names; others land on their start screen. */}
            <Route element={<RequireRole />}>
              <Route index element={<Home />} />
              <Route element={<AdminLayout />}>
                <Route path="dashboard" element={page(OrderBoardPage)} />
                <Route path="overview" element={page(OrderOverviewPage)} />
                <Route path="fahrerabrechnung" element={page(SettlementPage)} />
                <Route path="bestellung" element={page(OrderEntryPage)} />
                <Route path="tagesabschluss" element={page(DayClosePage)} />
                <Route path="tagesabschluss/:date" element={page(ZReportPage)} />
                <Route path="menu" element={page(MenuAdminPage)} />
                <Route path="delivery-zones" element={page(DeliveryZonesPage)} />
                <Route path="vouchers" element={page(VouchersPage)} />
                <Route path="ausverkauft" element={page(SoldOutPage)} />
                <Route path="mitarbeiter" element={page(StaffPage)} />
                <Route path="einstellungen" element={page(SettingsPage)} />
                <Route path="protokoll" element={page(AuditLogPage)} />
                <Route path="passwort" element={page(PasswordPage)} />
              </Route>
              {/* The kitchen tablet gets the whole screen, without the sidebar. */}
              <Route path="kitchen" element={page(KitchenPage)} />
              {/* The driver's phone, likewise. */}
              <Route path="fahrer" element={page(DriverPage)} />
              <Route path="fahrer/passwort" element={page(DriverPasswordPage)} />
            </Route>
            <Route path="*" element={<Home />} />
          </Route>
        </Routes>
      </AdminSessionProvider>
    </QueryClientProvider>
  );
}
