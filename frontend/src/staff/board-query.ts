import { useCallback, useEffect, useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ADMIN_POLL_MS, type OrderRecord } from '@pizzeria/domain';
import { FETCH_ORDERS_ERROR, fetchAdminOrders } from './admin-orders-api';
import { applyChanges, applySnapshot, boardOrders, EMPTY_BOARD, unsavedChanges, type BoardState, type UnsavedChange } from './order-board-state';
import { staffNow } from './staff-clock';
import { staffKeys } from './staff-keys';

/** The board's cache entry: the orders as observed, the server's cursor for "changes since", when a load last succeeded. */
export interface BoardData {
  entries: BoardState;
  /** Handed back as `since` by the next poll; null makes the next load a full one. */
  cursor: string | null;
  /** When the server last answered a load (ms since epoch); null before the first answer. */
  syncedAt: number | null;
}

const NOTHING_YET: BoardData = { entries: EMPTY_BOARD, cursor: null, syncedAt: null };

// Observation order of loads, events and taps; a counter, because several can share one millisecond.
let observed = 0;
export const nextTick = (): number => ++observed;

// Per cache: changes waiting for a server to send them to.
const waitingForServer = new WeakMap<QueryClient, Set<() => void>>();

/** Resolves the next time the server answers a load, or the browser says it is online again. */
export function serverAnswers(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const waiting = waitingForServer.get(client) ?? new Set();
    waitingForServer.set(client, waiting.add(resolve));
  });
}

function serverAnswered(client: QueryClient): void {
  const waiting = [...(waitingForServer.get(client) ?? [])];
  waitingForServer.delete(client);
  for (const resume of waiting) resume();
}

export function boardData(client: QueryClient): BoardData {
  return client.getQueryData<BoardData>(staffKeys.board) ?? NOTHING_YET;
}

/** Writes into the board's cache; what came meanwhile (events, answers) is kept by the merge functions. */
export function updateBoard(client: QueryClient, change: (entries: BoardState) => BoardState): void {
  client.setQueryData<BoardData>(staffKeys.board, (data = NOTHING_YET) => {
    const entries = change(data.entries);
    return entries === data.entries ? data : { ...data, entries };
  });
}

/** The next load fetches the whole board (after a reconnect: an order may have left it meanwhile). */
export function forgetBoardCursor(client: QueryClient): void {
  const data = client.getQueryData<BoardData>(staffKeys.board);
  if (data?.cursor) client.setQueryData<BoardData>(staffKeys.board, { ...data, cursor: null });
}

/** Loads the whole board, or only what changed since the last answer, merged into what the cache holds by then. */
async function loadBoard(client: QueryClient): Promise<BoardData> {
  const requestedAt = nextTick();
  try {
    const answer = await fetchAdminOrders(boardData(client).cursor);
    const { entries } = boardData(client);
    const merged = answer.changesOnly ? applyChanges(entries, answer.orders, requestedAt) : applySnapshot(entries, answer.orders, requestedAt);
    serverAnswered(client);
    return { entries: merged, cursor: answer.cursor, syncedAt: staffNow() };
  } catch (error) {
    console.error(FETCH_ORDERS_ERROR, error);
    throw error;
  }
}

/**
 * The board's query. A failed load is not retried at once: the 5 s poll is the retry. Staff keep
 * the board open for hours, so the poll runs in background tabs too (new-order alerts rely on it).
 */
export const boardQuery = () =>
  queryOptions({
    queryKey: staffKeys.board,
    queryFn: ({ client }) => loadBoard(client),
    retry: false,
    staleTime: ADMIN_POLL_MS,
  });

/**
 * Polls the board every ADMIN_POLL_MS as the fallback of the socket (asking only for what changed
 * since the last answer); mounted once per tab, so one timer polls however many screens show orders.
 */
export function useBoardPolling(): void {
  const client = useQueryClient();
  useQuery({ ...boardQuery(), refetchInterval: ADMIN_POLL_MS, refetchIntervalInBackground: true });
  useEffect(() => {
    const online = () => serverAnswered(client);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [client]);
}

export interface BoardOrders {
  orders: OrderRecord[];
  /** The server answered at least once. */
  loaded: boolean;
  /** The last load failed (network or server down). */
  fetchFailed: boolean;
  /** When the orders on screen were last confirmed by the server (ms since epoch). */
  lastSyncedAt: number | null;
  /** Status changes made here that the server has not stored yet, by order id. */
  unsaved: ReadonlyMap<number, Omit<UnsavedChange, 'at'>>;
  /** The order as the cache holds it right now (stable, for callbacks). */
  orderById: (orderId: number) => OrderRecord | undefined;
}

/** The staff's view of all orders: loaded, polled, merged with the socket's events, changed optimistically. */
export function useBoardOrders(): BoardOrders {
  const client = useQueryClient();
  const { data = NOTHING_YET, errorUpdatedAt } = useQuery(boardQuery());
  const orderById = useCallback((orderId: number) => boardData(client).entries.get(orderId)?.order, [client]);
  const orders = useMemo(() => boardOrders(data.entries), [data.entries]);
  const unsaved = useMemo(() => unsavedChanges(data.entries), [data.entries]);
  // Events write into the cache too, so a failed poll counts until a later load succeeds, not until the next event.
  const fetchFailed = errorUpdatedAt > (data.syncedAt ?? 0);
  return useMemo(
    () => ({ orders, loaded: data.syncedAt !== null, fetchFailed, lastSyncedAt: data.syncedAt, unsaved, orderById }),
    [orders, data.syncedAt, fetchFailed, unsaved, orderById],
  );
}
