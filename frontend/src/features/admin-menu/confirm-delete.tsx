import { useState } from 'react';
import { Modal } from '../../components/modal';
import { messageOf } from '../../lib/api-client';

interface ConfirmDeleteProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a row leaves the menu; a refusal stays in the dialog with the server's message. */
export function ConfirmDelete({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(messageOf(e, 'Löschen fehlgeschlagen. Bitte erneut versuchen.'));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={onClose}
      footer={
        <div className="menu-admin-form__actions">
          <button type="button" className="admin-button admin-button--danger" disabled={busy} onClick={confirm}>
            {confirmLabel}
          </button>
          <button type="button" className="admin-button" onClick={onClose}>
            Abbrechen
          </button>
        </div>
      }
    >
      <p>{text}</p>
      {error && (
        <p className="menu-admin-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
