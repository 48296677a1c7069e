/** Fragment of the cart panel on the menu page; the header's cart link points at it. */
export const CART_ANCHOR = '#warenkorb';
