export const ANNOUNCED_ORDERS_KEY = 'adminAnnouncedOrders';

/**
 * The orders this browser tab has already announced (notification, sound, popup). Kept in
 * sessionStorage: it survives reloads and moving between admin pages, and every tab (every
 * screen) announces each new order on its own.
 */
export function loadAnnounced(): Set<number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ANNOUNCED_ORDERS_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function storeAnnounced(ids: ReadonlySet<number>): void {
  sessionStorage.setItem(ANNOUNCED_ORDERS_KEY, JSON.stringify([...ids]));
}
