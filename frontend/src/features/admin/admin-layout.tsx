import { Outlet, useMatch } from 'react-router-dom';
import { NewOrderBanner } from '../../staff/new-order-banner';
import { OrderIntakeProvider } from '../../staff/order-intake';
import { UnansweredOrdersBanner } from '../../staff/unanswered-orders-banner';
import { AdminSidebar } from './admin-sidebar';
import { PrinterBanner } from '../../staff/printer-status';
import { ShopClosedBar } from './shop-status-switches';

/**
 * Sidebar and page; new orders and a closed shop are announced on every page of it, order popups open on the board.
 * The board fills the window below the banners (its columns scroll in themselves), so no banner pushes it out of sight.
 */
export function AdminLayout() {
  const onBoard = useMatch('/admin/dashboard') !== null;
  return (
    <OrderIntakeProvider>
      <div className="admin-shell">
        <AdminSidebar />
        <main className={`admin-main${onBoard ? ' admin-main--fill' : ''}`}>
          <UnansweredOrdersBanner />
          <PrinterBanner />
          <ShopClosedBar />
          {!onBoard && <NewOrderBanner />}
          <Outlet />
        </main>
      </div>
    </OrderIntakeProvider>
  );
}
