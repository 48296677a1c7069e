import { useNavigate } from 'react-router-dom';
import { CLOSED_SHOP_MESSAGE } from '@pizzeria/domain';
import { Modal } from '../../components/modal';

interface ShopClosedModalProps {
  open: boolean;
  onClose: () => void;
  preordersEnabled: boolean;
}

export function ShopClosedModal({ open, onClose, preordersEnabled }: ShopClosedModalProps) {
  const navigate = useNavigate();
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
                navigate('/checkout', { state: { preorder: true } });
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
        <p>{CLOSED_SHOP_MESSAGE}</p>
      </div>
    </Modal>
  );
}
