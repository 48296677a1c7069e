import { loadIdSet, storeIdSet } from '../lib/session-id-set';

export const ANNOUNCED_ORDERS_KEY = 'adminAnnouncedOrders';

/** The orders this browser tab has already announced (notification, sound, popup), across reloads and admin pages. */
export function loadAnnounced(): Set<number> {
  return loadIdSet(ANNOUNCED_ORDERS_KEY) ?? new Set();
}

export function storeAnnounced(ids: ReadonlySet<number>): void {
  storeIdSet(ANNOUNCED_ORDERS_KEY, ids);
}
