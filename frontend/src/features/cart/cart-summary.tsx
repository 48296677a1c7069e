import { expectedTimeText } from '@pizzeria/domain';
import { useShopStatus } from '../../shop/use-shop-status';
import { useCart } from '../../shop/cart-context';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { MinimumOrderHint } from './minimum-order-hint';

/**
 * Minimum order hint, totals, how long the order takes and the way to checkout; pinned to the
 * bottom of the phone sheet and of the desktop panel, so "Zur Kasse" is always in sight.
 */
export function CartSummary({ onCheckout }: { onCheckout?: () => void }) {
  const { deliveryMethod } = useCart();
  const { isShopLive, expectedMinutes } = useShopStatus();
  return (
    <div className="cart-summary">
      <MinimumOrderHint />
      <CartTotals />
      {isShopLive && expectedMinutes && <p className="cart-eta">{expectedTimeText(deliveryMethod, expectedMinutes)}</p>}
      <CheckoutButton onNavigate={onCheckout} />
    </div>
  );
}
