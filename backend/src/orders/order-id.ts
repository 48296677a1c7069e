/** Order ids in URLs: positive integers within PostgreSQL's `integer`; anything else is null. */
export function parseOrderId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Idempotency-Key header: 1–100 visible ASCII characters (UUIDs fit easily). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
