import { useState } from 'react';
import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASONS, OTHER_CANCEL_REASON, normalizeCancelReason } from '@pizzeria/domain';
import { Modal } from '../../components/modal';

interface Props {
  open: boolean;
  orderId: number;
  /** Called with the reason the customer will read. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The yes/no question before an order is cancelled (docs/ordering.md#order-statuses), with the reason the customer is told. */
export function CancelOrderDialog({ open, orderId, onConfirm, onClose }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const reason = choice === OTHER_CANCEL_REASON ? normalizeCancelReason(other) : choice;

  const close = () => {
    setChoice(null);
    setOther('');
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title="Bestellung stornieren?"
      footer={
        <>
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={!reason}
            onClick={() => {
              if (reason) onConfirm(reason);
            }}
          >
            Ja, stornieren
          </button>
          <button type="button" className="admin-button" onClick={close}>
            Nein
          </button>
        </>
      }
    >
      <p>Soll die Bestellung #{orderId} wirklich storniert werden?</p>
      <fieldset className="cancel-reasons">
        <legend>Grund (sieht der Kunde)</legend>
        {[...CANCEL_REASONS, OTHER_CANCEL_REASON].map((option) => (
          <label key={option} className="cancel-reasons__option">
            <input type="radio" name="cancel-reason" checked={choice === option} onChange={() => setChoice(option)} />
            {option}
          </label>
        ))}
        {choice === OTHER_CANCEL_REASON && (
          <label className="cancel-reasons__other">
            Grund
            <input type="text" value={other} maxLength={CANCEL_REASON_MAX_LENGTH} autoFocus onChange={(event) => setOther(event.target.value)} />
          </label>
        )}
      </fieldset>
    </Modal>
  );
}
