import { loadIdSet, storeIdSet } from '../../lib/session-id-set';

export const KITCHEN_KNOWN_ORDERS_KEY = 'kitchenKnownOrders';

/**
 * Splits the tickets on screen into those the kitchen screen knew and those that just arrived.
 * `known` null means this tab shows the kitchen for the first time: what is there is the starting
 * point, not news. Only tickets still on screen are remembered (a finished order never comes back).
 */
export function takeArrivals(known: ReadonlySet<number> | null, ticketIds: readonly number[]): { known: Set<number>; arrived: number[] } {
  if (known === null) return { known: new Set(ticketIds), arrived: [] };
  return { known: new Set(ticketIds), arrived: ticketIds.filter((id) => !known.has(id)) };
}

/** The tickets this tab's kitchen screen has shown, kept across reloads, or null before its first load. */
export function loadKnownTickets(): Set<number> | null {
  return loadIdSet(KITCHEN_KNOWN_ORDERS_KEY);
}

export function storeKnownTickets(ids: ReadonlySet<number>): void {
  storeIdSet(KITCHEN_KNOWN_ORDERS_KEY, ids);
}
