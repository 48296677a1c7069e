import { useState } from 'react';
import { Modal } from '../../components/modal';
import { messageOf } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';
import { useEraseCustomer } from './order-entry-api';

interface Props {
  /** The phone of the known customer shown in the form, or null when none is. */
  phone: string | null;
  name: string;
  onErased: () => void;
}

const anonymisedText = (count: number) => `Kundendaten gelöscht: ${count} ${count === 1 ? 'Bestellung' : 'Bestellungen'} anonymisiert.`;

/** The owner's "Kundendaten löschen" (DSGVO request) for the known customer; counter staff never see it. */
export function EraseCustomer({ phone, name, onErased }: Props) {
  const { role } = useAdminSession();
  const erase = useEraseCustomer();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = () => {
    if (!phone) return;
    setProblem(null);
    erase.mutate(phone, {
      onSuccess: (result) => {
        setAsking(false);
        setMessage(anonymisedText(result.anonymised));
        onErased();
      },
      onError: (error) => setProblem(messageOf(error, 'Die Kundendaten konnten nicht gelöscht werden.')),
    });
  };

  if (role !== 'owner') return null;
  return (
    <div className="entry-erase">
      {phone && (
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            setMessage(null);
            setAsking(true);
          }}
        >
          Kundendaten löschen
        </button>
      )}
      {message && <p role="status">{message}</p>}
      <Modal
        open={asking && phone !== null}
        onClose={() => setAsking(false)}
        title="Kundendaten löschen?"
        size="sm"
        initialFocus="footer"
        footer={
          <>
            <button type="button" className="admin-button" onClick={() => setAsking(false)}>
              Abbrechen
            </button>
            <button type="button" className="admin-button admin-button--primary" onClick={confirm} disabled={erase.isPending}>
              {erase.isPending ? 'Wird gelöscht…' : 'Endgültig löschen'}
            </button>
          </>
        }
      >
        <p>
          Alle Bestellungen von {name || phone} ({phone}) werden anonymisiert: Name, Telefon, E-Mail und Adresse werden entfernt, die Beträge bleiben. Das lässt sich
          nicht rückgängig machen.
        </p>
        {problem && <p role="alert">{problem}</p>}
      </Modal>
    </div>
  );
}
