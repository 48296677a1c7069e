import { formatEuro, toCents } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';

export function CartTotals() {
  const { subtotalCents, discountAmount, finalTotalCents, deliveryMethod } = useCart();
  const discountCents = toCents(discountAmount);
  return (
    <dl className="cart-totals">
      <div>
        <dt>Zwischensumme</dt>
        <dd>{formatEuro(subtotalCents)}</dd>
      </div>
      {deliveryMethod === 'lieferung' && (
        <div>
          <dt>Lieferung</dt>
          <dd>kostenlos</dd>
        </div>
      )}
      {discountCents > 0 && (
        <div className="cart-discount">
          <dt>Gutschein</dt>
          <dd>−{formatEuro(discountCents)}</dd>
        </div>
      )}
      <div className="cart-total">
        <dt>Gesamt</dt>
        <dd aria-live="polite">{formatEuro(finalTotalCents)}</dd>
      </div>
    </dl>
  );
}
