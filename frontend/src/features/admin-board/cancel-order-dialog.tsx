import { Modal } from '../../components/modal';

interface Props {
  open: boolean;
  orderId: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** The yes/no question before an order is cancelled (SPEC.md section 4). */
export function CancelOrderDialog({ open, orderId, onConfirm, onClose }: Props) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Bestellung stornieren?"
      footer={
        <>
          <button type="button" className="admin-button admin-button--danger" onClick={onConfirm}>
            Ja, stornieren
          </button>
          <button type="button" className="admin-button" onClick={onClose}>
            Nein
          </button>
        </>
      }
    >
      <p>Soll die Bestellung #{orderId} wirklich storniert werden?</p>
    </Modal>
  );
}
