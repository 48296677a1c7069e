import { Modal } from '../../components/modal';

/** The warning modal of docs/ordering.md#checks-before-an-order: OK closes it and returns to the menu, where the cause can be fixed. */
export function CheckoutWarning({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      title="Bestellung nicht möglich"
      size="sm"
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
          OK
        </button>
      }
    >
      <p className="checkout-warning__text">{message}</p>
    </Modal>
  );
}
