import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_POLL_MS, isOrderStatus, SOCKET_EVENTS, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { ApiError } from '../lib/api-client';
import { useAdminSession } from './admin-session';
import { STATUS_LABELS } from './order-labels';
import {
  CONFIRM_ERROR,
  confirmOrder,
  FETCH_ORDERS_ERROR,
  fetchAdminOrders,
  isRetryableFailure,
  updateOrderStatus,
  UPDATE_STATUS_ERROR,
} from './admin-orders-api';
import {
  applyChanges,
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

/** A status change shown on screen that the server has not stored yet. */
export interface UnsavedChange {
  status: OrderStatus;
  /** The last try found no server; it is sent again as soon as one answers. */
  waiting: boolean;
}

/** A change the server refused for good (e.g. the order was cancelled on another device meanwhile). */
export interface StatusProblem {
  id: number;
  orderId: number;
  message: string;
}

interface OutboxItem {
  orderId: number;
  status: OrderStatus;
  send: () => Promise<unknown>;
  failure: string;
  state: 'sending' | 'waiting';
}

function refusalMessage(item: OutboxItem, error: unknown, now: OrderRecord | undefined): string {
  const head = `Bestellung #${item.orderId} wurde nicht auf „${STATUS_LABELS[item.status]}“ gesetzt`;
  if (error instanceof ApiError && error.status === 409 && now) return `${head}: Sie ist inzwischen „${STATUS_LABELS[now.order_status]}“.`;
  return error instanceof ApiError ? `${head}: ${error.message}` : `${head}.`;
}

export interface AdminOrders {
  orders: OrderRecord[];
  loaded: boolean;
  /** The last poll failed (network or server down). */
  fetchFailed: boolean;
  /** When the orders on screen were last confirmed by the server (ms since epoch). */
  lastSyncedAt: number | null;
  /** Status changes made here that the server has not stored yet, by order id. */
  unsaved: ReadonlyMap<number, UnsavedChange>;
  problems: readonly StatusProblem[];
  dismissProblem: (id: number) => void;
  orderById: (orderId: number) => OrderRecord | undefined;
  confirm: (order: OrderRecord, deliveryTime: string) => void;
  /** `reason` goes with a cancellation, for the customer. */
  changeStatus: (order: OrderRecord, status: OrderStatus, reason?: string) => void;
}

/**
 * The staff's view of all orders: loaded at once, polled every ADMIN_POLL_MS as a fallback (asking only
 * for what changed since the last answer),
 * merged with the socket's `order:created` / `order:updated`, refetched after every
 * (re)connect. Used once per tab, through AdminOrdersProvider.
 *
 * Status changes show at once and are kept until the server stored them: one that fails for lack
 * of a connection is sent again whenever the server answers (a poll, a reconnect, the browser
 * coming back online), so a tap during a network drop is not lost. Only a refusal drops it, with
 * a message in `problems`.
 */
export function useAdminOrders(): AdminOrders {
  const { subscribe, onConnect } = useAdminSession();
  const [board, setBoard] = useState<BoardState>(EMPTY_BOARD);
  const [loaded, setLoaded] = useState(false);
  const [fetchFailed, setFetchFailed] = useState(false);
  const [lastSyncedAt, setLastSyncedAt] = useState<number | null>(null);
  const [unsaved, setUnsaved] = useState<ReadonlyMap<number, UnsavedChange>>(new Map());
  const [problems, setProblems] = useState<StatusProblem[]>([]);
  const boardRef = useRef(board);
  boardRef.current = board;
  // Observation order of polls and events; a counter, because several can share one millisecond.
  const tick = useRef(0);
  const outbox = useRef(new Map<number, OutboxItem>());
  const problemCount = useRef(0);
  const retryWaitingRef = useRef<() => void>(() => undefined);
  // The server's cursor of the last answer: the 5 s poll asks only for what changed since.
  const cursor = useRef<string | null>(null);

  const publishOutbox = useCallback(() => {
    setUnsaved(new Map([...outbox.current].map(([id, item]) => [id, { status: item.status, waiting: item.state === 'waiting' }])));
  }, []);

  /**
   * Loads the full list (or, for a poll, only the orders changed since the last answer); resolves
   * with what came, or with null when the server could not be reached.
   */
  const refresh = useCallback(async (changesOnly = false): Promise<OrderRecord[] | null> => {
    const requestedAt = ++tick.current;
    try {
      const answer = await fetchAdminOrders(changesOnly ? cursor.current : null);
      cursor.current = answer.cursor;
      const { orders } = answer;
      setBoard((state) => (answer.changesOnly ? applyChanges(state, orders, requestedAt) : applySnapshot(state, orders, requestedAt)));
      setLoaded(true);
      setFetchFailed(false);
      setLastSyncedAt(Date.now());
      retryWaitingRef.current();
      return orders;
    } catch (error) {
      console.error(FETCH_ORDERS_ERROR, error);
      setFetchFailed(true);
      return null;
    }
  }, []);

  const attempt = useCallback(
    (item: OutboxItem) => {
      item.state = 'sending';
      publishOutbox();
      const current = () => outbox.current.get(item.orderId) === item;
      item.send().then(
        (response) => {
          if (!current()) return;
          outbox.current.delete(item.orderId);
          // Confirm and status calls answer with the stored order (e.g. its ETA); show it without waiting for the next poll.
          const stored = storedOrder(response);
          const seenAt = ++tick.current;
          setBoard((state) => (stored ? applyEvent(settle(state, item.orderId), stored, seenAt) : settle(state, item.orderId)));
          publishOutbox();
        },
        async (error: unknown) => {
          console.error(item.failure, error);
          if (!current()) return;
          if (isRetryableFailure(error)) {
            item.state = 'waiting';
            publishOutbox();
            return;
          }
          outbox.current.delete(item.orderId);
          setBoard((state) => settle(state, item.orderId));
          publishOutbox();
          const now = (await refresh())?.find((o) => o.order_id === item.orderId);
          // The change may have reached the server before the connection broke; then the refusal only means "done already".
          if (now?.order_status === item.status) return;
          const id = ++problemCount.current;
          setProblems((list) => [...list, { id, orderId: item.orderId, message: refusalMessage(item, error, now) }]);
        },
      );
    },
    [publishOutbox, refresh],
  );

  retryWaitingRef.current = () => {
    for (const item of outbox.current.values()) if (item.state === 'waiting') attempt(item);
  };

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(true), ADMIN_POLL_MS);
    const onOnline = () => retryWaitingRef.current();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
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
      const item: OutboxItem = { orderId: order.order_id, status: patch.order_status, send, failure, state: 'sending' };
      outbox.current.set(order.order_id, item);
      attempt(item);
    },
    [attempt],
  );

  const confirm = useCallback(
    (order: OrderRecord, deliveryTime: string) =>
      change(order, { order_status: 'bestätigt', delivery_time: deliveryTime }, () => confirmOrder(order, deliveryTime), CONFIRM_ERROR),
    [change],
  );

  const changeStatus = useCallback(
    (order: OrderRecord, status: OrderStatus, reason?: string) =>
      change(
        order,
        { order_status: status, ...(reason ? { cancelReason: reason } : {}) },
        () => updateOrderStatus(order, status, reason),
        UPDATE_STATUS_ERROR,
      ),
    [change],
  );

  const dismissProblem = useCallback((id: number) => setProblems((list) => list.filter((p) => p.id !== id)), []);
  const orderById = useCallback((orderId: number) => boardRef.current.get(orderId)?.order, []);
  const orders = useMemo(() => boardOrders(board), [board]);

  return useMemo(
    () => ({ orders, loaded, fetchFailed, lastSyncedAt, unsaved, problems, dismissProblem, orderById, confirm, changeStatus }),
    [orders, loaded, fetchFailed, lastSyncedAt, unsaved, problems, dismissProblem, orderById, confirm, changeStatus],
  );
}
