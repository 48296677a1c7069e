import { expectedTimeText } from '@pizzeria/domain';
import { useShopStatus } from '../../shop/use-shop-status';
import { useOpenNow } from '../../shop/use-open-now';
import { useCart } from '../../shop/cart-context';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { MinimumOrderHint } from './minimum-order-hint';

/**
 * Minimum order hint, totals, how long the order takes (or, outside the method's hours, when it
 * opens next) and the way to checkout; pinned to the bottom of the phone sheet and of the desktop
 * panel, so "Zur Kasse" is always in sight.
 */
export function CartSummary({ onCheckout }: { onCheckout?: () => void }) {
  const { deliveryMethod } = useCart();
  const { isShopLive, expectedMinutes } = useShopStatus();
  const openNow = useOpenNow();
  const closed = isShopLive ? openNow.closedText(deliveryMethod) : null;
  return (
    <div className="cart-summary">
      <MinimumOrderHint />
      <CartTotals />
      {closed && (
        <p className="cart-closed" role="status">
          {closed} Sie können für später vorbestellen.
        </p>
      )}
      {isShopLive && !closed && expectedMinutes && <p className="cart-eta">{expectedTimeText(deliveryMethod, expectedMinutes)}</p>}
      <CheckoutButton onNavigate={onCheckout} />
    </div>
  );
}
