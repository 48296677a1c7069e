import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_POLL_MS, isOrderStatus, SOCKET_EVENTS, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { useAdminSession } from '../admin/admin-session';
import {
  CONFIRM_ERROR,
  confirmOrder,
  FETCH_ORDERS_ERROR,
  fetchAdminOrders,
  updateOrderStatus,
  UPDATE_STATUS_ERROR,
} from './admin-orders-api';
import {
  applyEvent,
  applyOptimistic,
  applySnapshot,
  boardOrders,
  EMPTY_BOARD,
  settle,
  type BoardState,
} from './order-board-state';

function storedOrder(response: unknown): OrderRecord | null {
  const order = (response as { order?: OrderRecord } | null)?.order;
  return order && typeof order.order_id === 'number' && isOrderStatus(order.order_status) ? order : null;
}

export interface AdminOrders {
  orders: OrderRecord[];
  loaded: boolean;
  /** The last poll failed (network or server down). */
  fetchFailed: boolean;
  /** When the orders on screen were last confirmed by the server (ms since epoch). */
  lastSyncedAt: number | null;
  orderById: (orderId: number) => OrderRecord | undefined;
  confirm: (order: OrderRecord, deliveryTime: string) => void;
  changeStatus: (order: OrderRecord, status: OrderStatus) => void;
}

/**
 * The staff's view of all orders: loaded at once, polled every ADMIN_POLL_MS as a fallback,
 * merged with the socket's `order:created` / `order:updated`, refetched after every
 * (re)connect. Used once per tab, through AdminOrdersProvider.
 */
export function useAdminOrders(): AdminOrders {
  const { subscribe, onConnect } = useAdminSession();
  const [board, setBoard] = useState<BoardState>(EMPTY_BOARD);
  const [loaded, setLoaded] = useState(false);
  const [fetchFailed, setFetchFailed] = useState(false);
  const [lastSyncedAt, setLastSyncedAt] = useState<number | null>(null);
  const boardRef = useRef(board);
  boardRef.current = board;
  // Observation order of polls and events; a counter, because several can share one millisecond.
  const tick = useRef(0);

  const refresh = useCallback(async () => {
    const requestedAt = ++tick.current;
    try {
      const orders = await fetchAdminOrders();
      setBoard((state) => applySnapshot(state, orders, requestedAt));
      setLoaded(true);
      setFetchFailed(false);
      setLastSyncedAt(Date.now());
    } catch (error) {
      console.error(FETCH_ORDERS_ERROR, error);
      setFetchFailed(true);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), ADMIN_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  useEffect(() => {
    const onOrder = (order: OrderRecord) => {
      const at = ++tick.current;
      setBoard((state) => applyEvent(state, order, at));
    };
    const offCreated = subscribe(SOCKET_EVENTS.orderCreated, onOrder);
    const offUpdated = subscribe(SOCKET_EVENTS.orderUpdated, onOrder);
    const offConnect = onConnect(() => void refresh());
    return () => {
      offCreated();
      offUpdated();
      offConnect();
    };
  }, [subscribe, onConnect, refresh]);

  const change = useCallback(
    (order: OrderRecord, patch: Partial<OrderRecord> & { order_status: OrderStatus }, send: () => Promise<unknown>, failure: string) => {
      const at = ++tick.current;
      setBoard((state) => applyOptimistic(state, order.order_id, patch, at));
      send()
        .then((response) => {
          // Confirm and status calls answer with the stored order (e.g. its ETA); show it without waiting for the next poll.
          const stored = storedOrder(response);
          if (stored) {
            const seenAt = ++tick.current;
            setBoard((state) => applyEvent(settle(state, order.order_id), stored, seenAt));
          }
        })
        .catch((error: unknown) => console.error(failure, error))
        .finally(() => setBoard((state) => settle(state, order.order_id)));
    },
    [],
  );

  const confirm = useCallback(
    (order: OrderRecord, deliveryTime: string) =>
      change(order, { order_status: 'bestätigt', delivery_time: deliveryTime }, () => confirmOrder(order, deliveryTime), CONFIRM_ERROR),
    [change],
  );

  const changeStatus = useCallback(
    (order: OrderRecord, status: OrderStatus) =>
      change(order, { order_status: status }, () => updateOrderStatus(order, status), UPDATE_STATUS_ERROR),
    [change],
  );

  const orderById = useCallback((orderId: number) => boardRef.current.get(orderId)?.order, []);
  const orders = useMemo(() => boardOrders(board), [board]);

  return useMemo(
    () => ({ orders, loaded, fetchFailed, lastSyncedAt, orderById, confirm, changeStatus }),
    [orders, loaded, fetchFailed, lastSyncedAt, orderById, confirm, changeStatus],
  );
}
