import { STANDARD_VARIANT_NAME } from '@pizzeria/domain';
import type { PreparedOrder } from '../orders/order-preparation.service';
import type { PaypalCreateOrderRequest, PaypalMoney } from './paypal.types';

/** PayPal limits item names to 127 characters. */
const ITEM_NAME_MAX = 127;

function eur(cents: number): PaypalMoney {
  return { currency_code: 'EUR', value: (cents / 100).toFixed(2) };
}

/**
 * The PayPal order for a prepared cart: the server's total, itemized so the buyer sees the lines;
 * the deposit is one more item (PayPal's item total must be the sum of the items), the delivery fee
 * PayPal's shipping.
 */
export function paypalOrderRequest(prepared: PreparedOrder): PaypalCreateOrderRequest {
  const { quote } = prepared;
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        description: `Bestellung bei ${prepared.shopName}`,
        amount: {
          ...eur(quote.totalCents),
          breakdown: {
            item_total: eur(quote.subtotalCents + quote.depositCents),
            ...(quote.deliveryFeeCents > 0 ? { shipping: eur(quote.deliveryFeeCents) } : {}),
            ...(quote.discountCents > 0 ? { discount: eur(quote.discountCents) } : {}),
          },
        },
        items: [
          ...quote.lines.map((line) => {
            const variant = line.item.variantName && line.item.variantName !== STANDARD_VARIANT_NAME ? ` (${line.item.variantName})` : '';
            return {
              name: `${line.item.productName}${variant}`.slice(0, ITEM_NAME_MAX),
              quantity: String(line.item.quantity),
              unit_amount: eur(line.unitCents),
              category: 'PHYSICAL_GOODS' as const,
            };
          }),
          ...(quote.depositCents > 0 ? [{ name: 'Pfand', quantity: '1', unit_amount: eur(quote.depositCents), category: 'PHYSICAL_GOODS' as const }] : []),
        ],
      },
    ],
  };
}
