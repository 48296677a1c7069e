import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartCheckoutEnabled, toCents } from '@pizzeria/domain';
import { ShopClosedModal } from '../../shop/shop-closed-modal';
import { useShopStatus } from '../../shop/use-shop-status';
import { useCart } from '../../shop/cart-context';

export function CheckoutButton({ onNavigate }: { onNavigate?: () => void }) {
  const { itemCount, deliveryMethod, subtotalCents, minOrderValue, unavailableLines } = useCart();
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const navigate = useNavigate();
  const [closedOpen, setClosedOpen] = useState(false);
  const soldOutInCart = unavailableLines.length > 0;
  const enabled = !soldOutInCart && cartCheckoutEnabled({ itemCount, deliveryMethod, subtotalCents, minOrderCents: toCents(minOrderValue) });

  const onClick = () => {
    if (loaded && !isShopLive && !preordersEnabled) {
      setClosedOpen(true);
      return;
    }
    onNavigate?.();
    void navigate('/checkout');
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-block checkout-button"
        disabled={!enabled}
        onClick={onClick}
        aria-describedby={soldOutInCart ? 'cart-sold-out-hint' : undefined}
      >
        Zur Kasse
      </button>
      {soldOutInCart && (
        <p id="cart-sold-out-hint" className="cart-sold-out-hint" role="status">
          Bitte entfernen Sie zuerst die ausverkauften Artikel aus dem Warenkorb.
        </p>
      )}
      <ShopClosedModal open={closedOpen} onClose={() => setClosedOpen(false)} preordersEnabled={preordersEnabled} />
    </>
  );
}
