import { createContext, useContext, type ReactNode } from 'react';
import { useAdminOrders, type AdminOrders } from './use-admin-orders';

const AdminOrdersContext = createContext<AdminOrders | null>(null);

/**
 * One live list of orders for every staff screen of the tab: loaded, polled and merged with the
 * socket once, kept while staff move between the board, the overview and the kitchen.
 */
export function AdminOrdersProvider({ children }: { children: ReactNode }) {
  return <AdminOrdersContext.Provider value={useAdminOrders()}>{children}</AdminOrdersContext.Provider>;
}

export function useAdminOrdersContext(): AdminOrders {
  const orders = useContext(AdminOrdersContext);
  if (!orders) throw new Error('useAdminOrdersContext needs <AdminOrdersProvider>');
  return orders;
}
