import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { OrderRecord } from '@pizzeria/domain';
import { loadAnnounced, storeAnnounced } from './announced-orders';
import { useBoardOrders } from './board-query';
import { useNewOrderAlerts } from './use-new-order-alerts';
import { useOrderPopupQueue } from './use-order-popup-queue';

export interface OrderIntake {
  alerts: ReturnType<typeof useNewOrderAlerts>;
  /** The order whose details popup is due (shown on the board), or null. */
  openId: number | null;
  /** New orders waiting behind the open popup. */
  queued: number;
  /** Popups due for pending orders: the open one, those queued behind it and the backlog's. */
  due: number;
  /** Pending orders found at the first load of this tab, announced once as a list, oldest first. */
  backlog: OrderRecord[];
  dismissBacklog: () => void;
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
 * Announces every pending order this tab has not announced yet, once, with notification and sound,
 * on whichever admin page is open. Orders arriving live open their popup in the queue. What the
 * first load finds waiting (a backlog after a login or reload: several unseen orders, or orders
 * announced before the reload) is listed once in one panel instead of a popup each, so the board
 * stays usable. Lives in the admin layout, so moving between its pages keeps the queue and its timer.
 */
export function OrderIntakeProvider({ children }: { children: ReactNode }) {
  const orders = useBoardOrders();
  const alerts = useNewOrderAlerts();
  const { orderById } = orders;
  const isPending = useCallback((id: number) => orderById(id)?.order_status === 'ausstehend', [orderById]);
  const { openId, queued, queue } = useOrderPopupQueue(isPending);
  const announced = useRef<Set<number> | null>(null);
  announced.current ??= loadAnnounced();
  const firstListSeen = useRef(false);
  const [backlogIds, setBacklogIds] = useState<readonly number[]>([]);
  const { alertNewOrder } = alerts;

  useEffect(() => {
    const known = announced.current as Set<number>;
    const pending = orders.orders.filter((o) => o.order_status === 'ausstehend').sort(byArrival);
    queue.sync();
    const fresh = pending.filter((o) => !known.has(o.order_id));
    const firstList = orders.loaded && !firstListSeen.current;
    if (orders.loaded) firstListSeen.current = true;
    const waiting = pending.filter((o) => known.has(o.order_id) && queue.open !== o.order_id && !queue.queued.includes(o.order_id));
    const asBacklog = firstList && fresh.length > 1 ? fresh : [];
    for (const order of fresh) known.add(order.order_id);
    for (const order of fresh) if (!asBacklog.includes(order)) queue.enqueue(order.order_id);
    if (firstList && waiting.length + asBacklog.length > 0) {
      setBacklogIds([...waiting, ...asBacklog].map((o) => o.order_id));
    }
    if (fresh.length > 0) alertNewOrder(fresh);
    // Only a complete list tells which remembered orders are done; before it, socket events may be all there is.
    if (orders.loaded) {
      const stillPending = new Set(pending.map((o) => o.order_id));
      for (const id of known) if (!stillPending.has(id)) known.delete(id);
    }
    storeAnnounced(known);
  }, [orders.orders, orders.loaded, queue, alertNewOrder]);

  const backlog = useMemo(
    () => orders.orders.filter((o) => o.order_status === 'ausstehend' && backlogIds.includes(o.order_id)).sort(byArrival),
    [backlogIds, orders.orders],
  );
  const due = (openId !== null && isPending(openId) ? 1 : 0) + queued + backlog.filter((o) => o.order_id !== openId).length;
  const open = useCallback((id: number) => queue.openNow(id), [queue]);
  const close = useCallback(() => queue.close(), [queue]);
  const handled = useCallback((id: number) => queue.handled(id), [queue]);
  const dismissBacklog = useCallback(() => setBacklogIds([]), []);
  const value = useMemo<OrderIntake>(
    () => ({ alerts, openId, queued, due, backlog, dismissBacklog, open, close, handled }),
    [alerts, openId, queued, due, backlog, dismissBacklog, open, close, handled],
  );
  return <OrderIntakeContext.Provider value={value}>{children}</OrderIntakeContext.Provider>;
}

export function useOrderIntake(): OrderIntake {
  const intake = useContext(OrderIntakeContext);
  if (!intake) throw new Error('useOrderIntake needs <OrderIntakeProvider>');
  return intake;
}
