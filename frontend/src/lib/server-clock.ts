/**
 * Reading the server's clock and zone from an answer of GET /api/shop-status, for the shop's pages
 * (shop/use-shop-status.ts) and the staff screens (staff/staff-clock.ts) alike.
 */

/** A clock offset that moved less than this is the round trip's noise, not a new server clock. */
export const OFFSET_NOISE_MS = 1000;

/** The server's clock minus this device's (ms), from an answer's `serverTime` the server read at `readAt` (device ms); null without one. */
export function clockOffset(serverTime: unknown, readAt: number): number | null {
  const at = typeof serverTime === 'string' ? Date.parse(serverTime) : Number.NaN;
  return Number.isNaN(at) ? null : Math.round(at - readAt);
}

/** Whether `zone` is an IANA zone this browser knows (a server's SHOP_TIMEZONE the device cannot use is ignored). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
