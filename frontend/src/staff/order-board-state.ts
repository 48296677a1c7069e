import { ORDER_STATUSES, orderServiceDay, type OrderRecord, type OrdersByStatus, type OrderStatus } from '@pizzeria/domain';
import { byDueTime } from './order-due';
import { staffTimeZone } from './staff-clock';

/**
 * The board's orders, each remembered with the moment its state was observed. Polls and socket
 * events race each other; keeping the observation time lets the newest state win whichever
 * channel delivered it.
 */
export interface BoardEntry {
  order: OrderRecord;
  /** When this state was observed (a poll counts from the moment its request started). */
  seenAt: number;
  /** A local, optimistic change whose request has not settled yet; polls leave the order alone meanwhile. */
  unsaved: UnsavedChange | null;
}

/** A status change shown on screen that the server has not stored yet. */
export interface UnsavedChange {
  status: OrderStatus;
  /** The last try found no server; it is sent again as soon as one answers. */
  waiting: boolean;
  /** When it was made; a later change of the same order replaces it. */
  at: number;
}

export type BoardState = ReadonlyMap<number, BoardEntry>;

export const EMPTY_BOARD: BoardState = new Map();

/** The order as known when nothing changed, so that screens re-render only the cards that did change. */
function unchangedOr(known: OrderRecord | undefined, order: OrderRecord): OrderRecord {
  return known && JSON.stringify(known) === JSON.stringify(order) ? known : order;
}

/** Applies a full list from GET /api/admin/orders whose request started at `requestedAt`. */
export function applySnapshot(state: BoardState, orders: readonly OrderRecord[], requestedAt: number): BoardState {
  const next = new Map<number, BoardEntry>();
  for (const order of orders) {
    const known = state.get(order.order_id);
    const keepKnown = known && (known.unsaved || known.seenAt > requestedAt);
    next.set(order.order_id, keepKnown ? known : { order: unchangedOr(known?.order, order), seenAt: requestedAt, unsaved: null });
  }
  for (const [id, entry] of state) {
    if (!next.has(id) && (entry.unsaved || entry.seenAt > requestedAt)) next.set(id, entry);
  }
  return next;
}

/** Applies the orders a poll reported as changed since its cursor; every other order stays as known. */
export function applyChanges(state: BoardState, orders: readonly OrderRecord[], requestedAt: number): BoardState {
  if (orders.length === 0) return state;
  const next = new Map(state);
  for (const order of orders) {
    const known = state.get(order.order_id);
    if (known && (known.unsaved || known.seenAt > requestedAt)) continue;
    next.set(order.order_id, { order: unchangedOr(known?.order, order), seenAt: requestedAt, unsaved: null });
  }
  return next;
}

/** Applies one order pushed by `order:created` / `order:updated`. */
export function applyEvent(state: BoardState, order: OrderRecord, at: number): BoardState {
  const known = state.get(order.order_id);
  if (known && known.seenAt > at) return state;
  const next = new Map(state);
  next.set(order.order_id, { order, seenAt: at, unsaved: known?.unsaved ?? null });
  return next;
}

/** Shows a status change at once, before the server answered (docs/ordering.md#order-statuses: never reverted locally). */
export function applyOptimistic(state: BoardState, orderId: number, change: Partial<OrderRecord> & { order_status: OrderStatus }, at: number): BoardState {
  const known = state.get(orderId);
  if (!known) return state;
  const next = new Map(state);
  const order = { ...known.order, ...change, status: change.order_status };
  next.set(orderId, { order, seenAt: at, unsaved: { status: change.order_status, waiting: false, at } });
  return next;
}

/** The unsaved change made at `at` found no server (`waiting`) or is being sent again. */
export function markWaiting(state: BoardState, orderId: number, at: number, waiting: boolean): BoardState {
  const known = state.get(orderId);
  if (known?.unsaved?.at !== at || known.unsaved.waiting === waiting) return state;
  return new Map(state).set(orderId, { ...known, unsaved: { ...known.unsaved, waiting } });
}

/** The request behind an optimistic change settled: from now on the server's state may replace it. */
export function settle(state: BoardState, orderId: number): BoardState {
  const known = state.get(orderId);
  if (!known?.unsaved) return state;
  const next = new Map(state);
  next.set(orderId, { ...known, unsaved: null });
  return next;
}

/** A refused change is taken back: the order as it was before, unless something newer replaced it meanwhile. */
export function rollBack(state: BoardState, before: BoardEntry, at: number): BoardState {
  const known = state.get(before.order.order_id);
  if (known?.seenAt !== at) return settle(state, before.order.order_id);
  return new Map(state).set(before.order.order_id, { ...before, unsaved: null });
}

function placedAt(order: OrderRecord): number {
  return new Date(order.order_date).getTime();
}

/**
 * What the board lists: every pending and confirmed order, finished and cancelled ones of the current
 * service day or a later one (older ones are in the Bestellübersicht). A pre-order for tomorrow that
 * was finished today belongs to tomorrow's day but must not vanish today: the server sends it (due
 * since today's start), so the board shows it, like the server counts it.
 */
export function currentBoardOrders(orders: readonly OrderRecord[], serviceDay: string, dayBoundary: string): OrderRecord[] {
  return orders.filter((o) => o.order_status === 'ausstehend' || o.order_status === 'bestätigt' || orderServiceDay(o, staffTimeZone(), dayBoundary) >= serviceDay);
}

/**
 * Columns of the board: pending orders oldest first (first come, first served), confirmed ones by due
 * time as the kitchen cooks them, finished and cancelled ones newest first.
 */
export function groupByStatus(orders: Iterable<OrderRecord>): OrdersByStatus {
  const groups = Object.fromEntries(ORDER_STATUSES.map((s) => [s, [] as OrderRecord[]])) as OrdersByStatus;
  for (const order of orders) groups[order.order_status]?.push(order);
  groups['bestätigt'].sort(byDueTime);
  for (const status of ['ausstehend', 'abgeschlossen', 'storniert'] as const) {
    const oldestFirst = status === 'ausstehend' ? 1 : -1;
    groups[status].sort((a, b) => oldestFirst * (placedAt(a) - placedAt(b) || a.order_id - b.order_id));
  }
  return groups;
}

export function boardOrders(state: BoardState): OrderRecord[] {
  return [...state.values()].map((e) => e.order);
}

/** The changes made here that the server has not stored yet, by order id. */
export function unsavedChanges(state: BoardState): ReadonlyMap<number, Omit<UnsavedChange, 'at'>> {
  const changes = new Map<number, Omit<UnsavedChange, 'at'>>();
  for (const [id, entry] of state) if (entry.unsaved) changes.set(id, { status: entry.unsaved.status, waiting: entry.unsaved.waiting });
  return changes;
}
