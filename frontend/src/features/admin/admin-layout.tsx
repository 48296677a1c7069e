import { Outlet, useMatch } from 'react-router-dom';
import { NewOrderBanner } from '../admin-board/new-order-banner';
import { OrderIntakeProvider } from '../admin-board/order-intake';
import { AdminSidebar } from './admin-sidebar';

/** Sidebar and page; new orders are announced on every page of it, their popups open on the board. */
export function AdminLayout() {
  const onBoard = useMatch('/admin/dashboard') !== null;
  return (
    <OrderIntakeProvider>
      <div className="admin-shell">
        <AdminSidebar />
        <main className="admin-main">
          {!onBoard && <NewOrderBanner />}
          <Outlet />
        </main>
      </div>
    </OrderIntakeProvider>
  );
}
