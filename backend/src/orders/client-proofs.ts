import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The value with every object's keys in sorted order, so equal submissions serialise equally. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Fingerprint of a validated submission: the body as its contract passed it on (trimmed, unknown
 * keys dropped), so blanks around a name or the order of the JSON keys do not make a retry look
 * like another order.
 */
export function submissionFingerprint(submission: object): string {
  return sha256(JSON.stringify(sortedKeys(submission)));
}

/** What is stored of a browser's attempt key: its hash, useless to whoever reads the database. */
export function attemptKeyHash(attemptKey: string): string {
  return sha256(attemptKey);
}

/** Whether the presented key is the one whose hash was stored; compared in constant time. */
export function matchesAttemptKey(storedHash: string | null, attemptKey: string | null | undefined): boolean {
  if (!storedHash || !attemptKey) return false;
  return timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(attemptKeyHash(attemptKey), 'hex'));
}

/**
 * Whether a caller may capture a PayPal order or learn its order id and token. The proof is
 * whatever the order was created with: the shop's own browser sends its attempt key (kept as a
 * hash) and must present it again, so the PayPal order id alone, which also travels through
 * PayPal's pages, reveals nothing. A plain client (docs/api.md#plain-clients) sends no
 * key; its PayPal order id is the only secret it holds and proves the order. That id is PayPal's
 * unguessable random id, known only to that client and PayPal, and capturing completes only a
 * payment its buyer approved.
 */
export function provesPaypalOrder(storedHash: string | null, attemptKey: string | null | undefined): boolean {
  return storedHash === null || matchesAttemptKey(storedHash, attemptKey);
}
