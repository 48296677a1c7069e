import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../components/page-loading';
import { AdminSessionProvider } from './admin-session';
import { AdminLayout } from './admin-layout';
import { RequireAdminToken } from './require-admin-token';
import AdminLoginPage from './admin-login-page';
import './admin.css';

const OrderBoardPage = lazy(() => import('../admin-board/order-board-page'));
// The overview carries chart.js; only staff who open it download it.
const OrderOverviewPage = lazy(() => import('../admin-overview/order-overview-page'));
const KitchenPage = lazy(() => import('../kitchen/kitchen-page'));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Everything under /admin: login, the guard, and the staff screens sharing one live connection. */
export default function AdminRoutes() {
  return (
    <AdminSessionProvider>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<RequireAdminToken />}>
          <Route element={<AdminLayout />}>
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="dashboard" element={page(OrderBoardPage)} />
            <Route path="overview" element={page(OrderOverviewPage)} />
          </Route>
          {/* The kitchen tablet gets the whole screen, without the sidebar. */}
          <Route path="kitchen" element={page(KitchenPage)} />
          <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
        </Route>
      </Routes>
    </AdminSessionProvider>
  );
}
