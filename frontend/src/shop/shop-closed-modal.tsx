import { useNavigate } from 'react-router-dom';
import { CLOSED_SHOP_MESSAGE } from '@pizzeria/domain';
import { Modal } from '../components/modal';
import { useCart } from './cart-context';

interface ShopClosedModalProps {
  open: boolean;
  onClose: () => void;
  preordersEnabled: boolean;
}

export function ShopClosedModal({ open, onClose, preordersEnabled }: ShopClosedModalProps) {
  const navigate = useNavigate();
  // With nothing to order yet, a pre-order starts at the menu: the checkout would only say the cart is empty.
  const cartEmpty = useCart().itemCount === 0;
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Derzeit geschlossen"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Ich möchte nur stöbern
          </button>
          {preordersEnabled && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                onClose();
                if (!cartEmpty) void navigate('/checkout', { state: { preorder: true } });
              }}
            >
              Vorbestellung aufgeben
            </button>
          )}
        </>
      }
    >
      <div className="shop-closed">
        <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
          <circle cx="32" cy="32" r="28" fill="#fbe6e2" />
          <path d="M20 24h24v22H20z" fill="#ffffff" stroke="#b3302a" strokeWidth="2.5" strokeLinejoin="round" />
          <path d="M26 24v-4a6 6 0 0 1 12 0v4" fill="none" stroke="#b3302a" strokeWidth="2.5" />
          <circle cx="32" cy="35" r="3" fill="#b3302a" />
        </svg>
        <div>
          <p>{CLOSED_SHOP_MESSAGE}</p>
          {preordersEnabled && cartEmpty && (
            <p className="shop-closed__hint">Für eine Vorbestellung legen Sie zuerst Ihre Speisen in den Warenkorb; an der Kasse wählen Sie dann Ihren Wunschtermin.</p>
          )}
        </div>
      </div>
    </Modal>
  );
}
