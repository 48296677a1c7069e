import { formatEuro, toCents } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';
import { ChargeRows } from '../../components/charge-rows';

export function CartTotals() {
  const { subtotalCents, depositCents, deliveryFeeCents, discountAmount, finalTotalCents, deliveryMethod } = useCart();
  const discountCents = toCents(discountAmount);
  return (
    <dl className="cart-totals">
      <div>
        <dt>Zwischensumme</dt>
        <dd>{formatEuro(subtotalCents)}</dd>
      </div>
      <ChargeRows depositCents={depositCents} deliveryFeeCents={deliveryMethod === 'lieferung' ? deliveryFeeCents : null} />
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
