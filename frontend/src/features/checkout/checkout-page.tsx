import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { useCart, type CartContextValue } from '../../shop/cart-context';
import { useShopStatus } from '../../shop/use-shop-status';
import { applyCartChanges } from '../../shop/cart-changes';
import { CheckoutForm } from './checkout-form';
import type { CheckoutCart } from './checkout-model';
import { successPath } from './place-order';
import { usePayPalClientId } from './use-paypal-client-id';
import './checkout.css';

function EmptyCheckout() {
  return (
    <div className="checkout-empty">
      <h1>Ihr Warenkorb ist leer</h1>
      <p>{MESSAGES.emptyCart}</p>
      <Link className="btn btn-primary btn-block" to="/">
        Zur Speisekarte
      </Link>
    </div>
  );
}

export default function CheckoutPage() {
  const cart = useCart();
  const shopName = useShopInfo().shop.name;
  useEffect(() => {
    document.title = `Bestellung abschließen – ${shopName}`;
  }, [shopName]);
  return cart.items.length === 0 ? <EmptyCheckout /> : <FilledCheckout cart={cart} />;
}

/** Shop status and PayPal settings are only fetched once there is something to order. */
function FilledCheckout({ cart }: { cart: CartContextValue }) {
  const { isShopLive, preordersEnabled } = useShopStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const paypalClientId = usePayPalClientId();

  const checkoutCart: CheckoutCart = {
    items: cart.items,
    deliveryMethod: cart.deliveryMethod,
    postalCode: cart.postalCode,
    city: cart.city,
    minOrderValue: cart.minOrderValue,
    messageToChef: cart.messageToChef,
    discountCode: cart.discountCode,
    discountAmount: cart.discountAmount,
    voucherStatus: cart.voucherStatus,
    voucherMessage: cart.voucherMessage,
    subtotalCents: cart.subtotalCents,
    depositCents: cart.depositCents,
    deliveryFeeCents: cart.deliveryFeeCents,
  };
  const preorderRequested = Boolean((location.state as { preorder?: boolean } | null)?.preorder);

  return (
    <div className="checkout-page">
      <header className="checkout-page__header">
        <h1>Bestellung abschließen</h1>
        <p>Noch ein paar Angaben, dann geht Ihre Bestellung direkt an unsere Küche.</p>
      </header>
      <CheckoutForm
        cart={checkoutCart}
        messageToDriver={cart.messageToDriver}
        onMessageToDriverChange={cart.setMessageToDriver}
        status={{ isShopLive, preordersEnabled }}
        preorderRequested={preorderRequested}
        paypalClientId={paypalClientId}
        onPlaced={(orderId, token) => {
          void navigate(successPath(orderId, token), { replace: true });
          cart.clearCart();
        }}
        onLeave={() => navigate('/')}
        onCartChanges={(changes) => cart.updateItems((items) => applyCartChanges(items, changes))}
      />
    </div>
  );
}
