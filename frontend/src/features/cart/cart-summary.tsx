import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { MinimumOrderHint } from './minimum-order-hint';

/** Minimum order hint, totals and the way to checkout; pinned to the bottom of the phone sheet. */
export function CartSummary({ onCheckout }: { onCheckout?: () => void }) {
  return (
    <div className="cart-summary">
      <MinimumOrderHint />
      <CartTotals />
      <CheckoutButton onNavigate={onCheckout} />
    </div>
  );
}
