import { useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { availabilityPatch, type Availability, type AvailabilityChoice } from './menu-admin-api';

interface AvailabilityButtonsProps {
  name: string;
  row: Availability;
  save: (patch: Record<string, unknown>) => Promise<unknown>;
}

const UNTIL = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/** "bis morgen" ends at a moment the server names (the start of the next service day, at the owner's day change). */
function untilText(until: string | null | undefined): string {
  const at = until ? new Date(until) : null;
  return at && !Number.isNaN(at.getTime()) ? `Ausverkauft bis ${UNTIL.format(at)} Uhr` : 'Ausverkauft';
}

/** Sold out in one tap, for the evening ("bis morgen", back by itself on the next service day) or until switched back. */
export function AvailabilityButtons({ name, row, save }: AvailabilityButtonsProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const choose = async (choice: AvailabilityChoice) => {
    setBusy(true);
    setError('');
    try {
      await save(availabilityPatch(choice));
    } catch (e) {
      setError(messageOf(e, 'Speichern fehlgeschlagen. Bitte erneut versuchen.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="menu-admin-availability">
      {row.available !== false ? (
        <>
          <button type="button" className="admin-button" disabled={busy} aria-label={`${name}: bis morgen ausverkauft`} onClick={() => choose('sold-out-until-tomorrow')}>
            Bis morgen ausverkauft
          </button>
          <button type="button" className="admin-button" disabled={busy} aria-label={`${name}: ausverkauft`} onClick={() => choose('sold-out')}>
            Ausverkauft
          </button>
        </>
      ) : (
        <>
          <span className="menu-admin-badge">{untilText(row.soldOutUntil)}</span>
          <button type="button" className="admin-button" disabled={busy} aria-label={`${name}: wieder verfügbar`} onClick={() => choose('available')}>
            Wieder verfügbar
          </button>
        </>
      )}
      {error && (
        <p className="menu-admin-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
