/** A random UUID; crypto.randomUUID exists only in secure contexts, so plain http on a LAN address falls back. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of one checkout attempt. Sending the same submission again (a retry after a
 * network error, a second click) reuses the key, so the server returns the first order instead of
 * storing a second; once the customer changes anything it is a new attempt with a new key.
 */
export class AttemptKey {
  private fingerprint: string | null = null;
  private key = '';

  for(submission: unknown): string {
    const fingerprint = JSON.stringify(submission);
    if (fingerprint !== this.fingerprint) {
      this.fingerprint = fingerprint;
      this.key = randomUuid();
    }
    return this.key;
  }
}

const CHECKOUT_ID_KEY = 'checkoutId';

interface StoredCheckoutId {
  id: string;
  cart: string;
}

/** The page's own copy, for browsers that block sessionStorage. */
let remembered: StoredCheckoutId | null = null;

function readCheckoutId(): StoredCheckoutId | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_ID_KEY) ?? 'null') as Partial<StoredCheckoutId> | null;
    return typeof stored?.id === 'string' && typeof stored.cart === 'string' ? { id: stored.id, cart: stored.cart } : null;
  } catch {
    return remembered;
  }
}

/**
 * The Checkout-Id of the cart on this checkout: the same for its cash order and its PayPal
 * payment, so the server stores one order for it whichever comes second (a tap on the cash button
 * after PayPal took the money returns the PayPal order). Kept in sessionStorage with the cart it
 * belongs to, so a reload keeps it and a copied tab with another cart gets its own.
 */
export function checkoutIdFor(cart: unknown): string {
  const fingerprint = JSON.stringify(cart);
  const stored = readCheckoutId();
  if (stored?.cart === fingerprint) return stored.id;
  remembered = { id: randomUuid(), cart: fingerprint };
  try {
    sessionStorage.setItem(CHECKOUT_ID_KEY, JSON.stringify(remembered));
  } catch {
    // Storage blocked: `remembered` binds the calls of this page.
  }
  return remembered.id;
}

/** The checkout ended in an order: the next cart is another checkout. */
export function forgetCheckoutId(): void {
  remembered = null;
  try {
    sessionStorage.removeItem(CHECKOUT_ID_KEY);
  } catch {
    // Nothing stored.
  }
}
