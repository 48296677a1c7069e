import { formatEuroAmount, type CartItem } from '@pizzeria/domain';

/** One line the server found changed since the customer filled the cart (409 of the checkout). */
export type CartChange = { index: number; productName: string; oldTotal: number; newTotal: number } | { index: number; productName: string; soldOut: true };

export function isCartChangeList(value: unknown): value is CartChange[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (c) => c && typeof c === 'object' && Number.isInteger(c.index) && typeof c.productName === 'string' && (c.soldOut === true || typeof c.newTotal === 'number'),
    )
  );
}

/** The cart with the server's figures: new totals taken, sold-out lines removed. */
export function applyCartChanges(items: readonly CartItem[], changes: readonly CartChange[]): CartItem[] {
  const soldOut = new Set(changes.filter((c) => 'soldOut' in c).map((c) => c.index));
  return items
    .map((item, index) => {
      const change = changes.find((c) => c.index === index && 'newTotal' in c);
      return change && 'newTotal' in change ? { ...item, totalPrice: change.newTotal } : item;
    })
    .filter((_, index) => !soldOut.has(index));
}

/** The change as the customer reads it. */
export function describeCartChange(change: CartChange): string {
  if ('soldOut' in change) return `${change.productName} ist leider ausverkauft und wurde aus dem Warenkorb entfernt.`;
  const direction = change.newTotal > change.oldTotal ? 'teurer' : 'günstiger';
  return `${change.productName} ist jetzt ${direction}: ${formatEuroAmount(change.newTotal)} statt ${formatEuroAmount(change.oldTotal)}.`;
}
