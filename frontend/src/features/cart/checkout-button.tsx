import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartCheckoutEnabled, toCents } from '@pizzeria/domain';
import { ShopClosedModal } from '../../shop/shop-closed-modal';
import { useShopStatus } from '../../shop/use-shop-status';
import { useCart } from '../../shop/cart-context';

export function CheckoutButton({ onNavigate }: { onNavigate?: () => void }) {
  const { itemCount, deliveryMethod, subtotalCents, minOrderValue } = useCart();
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const navigate = useNavigate();
  const [closedOpen, setClosedOpen] = useState(false);
  const enabled = cartCheckoutEnabled({ itemCount, deliveryMethod, subtotalCents, minOrderCents: toCents(minOrderValue) });

  const onClick = () => {
    if (loaded && !isShopLive && !preordersEnabled) {
      setClosedOpen(true);
      return;
    }
    onNavigate?.();
    navigate('/checkout');
  };

  return (
    <>
      <button type="button" className="btn btn-primary btn-block checkout-button" disabled={!enabled} onClick={onClick}>
        Zur Kasse
      </button>
      <ShopClosedModal open={closedOpen} onClose={() => setClosedOpen(false)} preordersEnabled={preordersEnabled} />
    </>
  );
}
