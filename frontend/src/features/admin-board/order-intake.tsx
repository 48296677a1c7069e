import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { OrderRecord } from '@pizzeria/domain';
import { useAdminOrdersContext } from './admin-orders-context';
import { loadAnnounced, storeAnnounced } from './announced-orders';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useOrderPopupQueue } from './use-order-popup-queue';

export interface OrderIntake {
  alerts: ReturnType<typeof useNewOrderAlerts>;
  /** The order whose details popup is due (shown on the board), or null. */
  openId: number | null;
  /** New orders waiting behind the open popup. */
  queued: number;
  /** Popups due for pending orders: the open one and those queued behind it. */
  due: number;
  open: (orderId: number) => void;
  close: () => void;
  /** Staff confirmed or cancelled the order in its popup. */
  handled: (orderId: number) => void;
}

const OrderIntakeContext = createContext<OrderIntake | null>(null);

/** First come, first served; orders placed in the same instant by their number. */
function byArrival(a: OrderRecord, b: OrderRecord): number {
  return new Date(a.order_date).getTime() - new Date(b.order_date).getTime() || a.order_id - b.order_id;
}

/**
 * Announces every pending order this tab has not announced yet, once, with notification, sound and
 * its popup in the queue, on whichever admin page is open: the first load after a (re)load counts
 * as much as a socket event or a poll. Pending orders announced before a reload come back like
 * closed popups. Lives in the admin layout, so moving between its pages keeps the queue and its timer.
 */
export function OrderIntakeProvider({ children }: { children: ReactNode }) {
  const orders = useAdminOrdersContext();
  const alerts = useNewOrderAlerts();
  const { orderById } = orders;
  const isPending = useCallback((id: number) => orderById(id)?.order_status === 'ausstehend', [orderById]);
  const { openId, queued, queue } = useOrderPopupQueue(isPending);
  const announced = useRef<Set<number> | null>(null);
  announced.current ??= loadAnnounced();
  const { alertNewOrder } = alerts;

  useEffect(() => {
    const known = announced.current as Set<number>;
    const pending = orders.orders.filter((o) => o.order_status === 'ausstehend').sort(byArrival);
    queue.sync();
    const fresh = pending.filter((o) => !known.has(o.order_id));
    for (const order of pending) if (known.has(order.order_id)) queue.remind(order.order_id);
    for (const order of fresh) {
      known.add(order.order_id);
      queue.enqueue(order.order_id);
    }
    if (fresh.length > 0) alertNewOrder();
    // Only a complete list tells which remembered orders are done; before it, socket events may be all there is.
    if (orders.loaded) {
      const stillPending = new Set(pending.map((o) => o.order_id));
      for (const id of known) if (!stillPending.has(id)) known.delete(id);
    }
    storeAnnounced(known);
  }, [orders.orders, orders.loaded, queue, alertNewOrder]);

  const due = (openId !== null && isPending(openId) ? 1 : 0) + queued;
  const open = useCallback((id: number) => queue.openNow(id), [queue]);
  const close = useCallback(() => queue.close(), [queue]);
  const handled = useCallback((id: number) => queue.handled(id), [queue]);
  const value = useMemo<OrderIntake>(
    () => ({ alerts, openId, queued, due, open, close, handled }),
    [alerts, openId, queued, due, open, close, handled],
  );
  return <OrderIntakeContext.Provider value={value}>{children}</OrderIntakeContext.Provider>;
}

export function useOrderIntake(): OrderIntake {
  const intake = useContext(OrderIntakeContext);
  if (!intake) throw new Error('useOrderIntake needs <OrderIntakeProvider>');
  return intake;
}
