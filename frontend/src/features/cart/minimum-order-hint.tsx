import { formatEuro, toCents } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';

export function MinimumOrderHint() {
  const { deliveryMethod, minOrderValue, subtotalCents } = useCart();
  const minCents = toCents(minOrderValue);
  if (deliveryMethod !== 'lieferung' || minCents <= 0 || subtotalCents >= minCents) return null;
  return (
    <p className="minimum-hint" role="status">
      Noch {formatEuro(minCents - subtotalCents)} bis zum Mindestbestellwert von {formatEuro(minCents)}
    </p>
  );
}
