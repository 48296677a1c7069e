import type { CartItem } from './cart';
import { formatEuro, toCents, type Cents } from './money';

/**
 * What an order costs beyond its goods: the deposit (Pfand) of bottles and cans, charged per unit
 * at the product's amount, and the delivery fee of the customer's zone. Neither counts towards a
 * zone's minimum order value nor is lowered by a voucher; both are part of what the customer pays.
 */

/** The order's figures in cents; `sum` is the wire's totalPriceShoppingCart (everything before the discount). */
export interface OrderCharges {
  /** The goods: the lines' prices without deposit. */
  subtotalCents: Cents;
  depositCents: Cents;
  deliveryFeeCents: Cents;
  discountCents: Cents;
}

/** totalPriceShoppingCart: goods, deposit and delivery fee, before the voucher. */
export function orderSumCents(c: OrderCharges): Cents {
  return c.subtotalCents + c.depositCents + c.deliveryFeeCents;
}

/** What the customer pays: the goods less the voucher (never below zero), plus deposit and delivery fee. */
export function orderTotalCents(c: OrderCharges): Cents {
  return Math.max(0, c.subtotalCents - c.discountCents) + c.depositCents + c.deliveryFeeCents;
}

/** The deposit of a line: its product's amount per unit times the quantity. */
export function lineDepositCents(item: Pick<CartItem, 'deposit' | 'quantity'>): Cents {
  return toCents(item.deposit ?? 0) * item.quantity;
}

export function cartDepositCents(items: readonly Pick<CartItem, 'deposit' | 'quantity'>[]): Cents {
  return items.reduce((sum, item) => sum + lineDepositCents(item), 0);
}

/** Under a product's price on the menu: "zzgl. 0,25 € Pfand"; empty without a deposit. */
export function depositNote(depositCents: Cents): string {
  return depositCents > 0 ? `zzgl. ${formatEuro(depositCents)} Pfand` : '';
}

/** What a zone costs to deliver to: "Lieferung kostenlos" only where its fee is 0. */
export function deliveryFeeNote(feeCents: Cents): string {
  return feeCents > 0 ? `Liefergebühr ${formatEuro(feeCents)}` : 'Lieferung kostenlos';
}

/** Highest allowed deposit per unit and delivery fee, so a typo (25 € instead of 0,25 €) is refused. */
export const MAX_DEPOSIT_CENTS = 1000;
export const MAX_DELIVERY_FEE_CENTS = 5000;
