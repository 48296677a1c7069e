import { randomUuid } from '../../lib/attempt-key';

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
