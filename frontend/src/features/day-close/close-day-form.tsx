import { useId, useState, type FormEvent } from 'react';
import { checkBody, dayCloseBodySchema } from '@pizzeria/contract';
import { formatEuro, formatEuroAmount, toCents, type DayReport } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { useCloseDay } from './day-close-api';

/** "12,50" or "12.50" → 12.5; anything else goes to the check as typed, so its message names the field. */
const amountOf = (text: string): number | string => (/^\s*\d+([.,]\d{1,2})?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : text);

/**
 * The owner counts the drawer and closes the day: the Z report, once, numbered, never changed.
 * `blocker` says why the close has to wait (the day is not over, orders are open); the button stays off till then.
 */
export function CloseDayForm({ report, blocker }: { report: DayReport; blocker: string | null }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const closeDay = useCloseDay();
  const counted = amountOf(typed);
  const difference = typeof counted === 'number' ? toCents(counted) - toCents(report.cashExpected) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocker) return;
    const checked = checkBody(dayCloseBodySchema, { date: report.date, countedCash: counted });
    if (!checked.ok) return setError(checked.message);
    setError('');
    closeDay.mutate(checked.data, { onError: (e) => setError(messageOf(e)) });
  };

  return (
    <form className="admin-card admin-form day-close-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Tag abschließen</h2>
      <p className="settings-section__hint">
        Zählen Sie das Bargeld in der Kasse. Der Z-Bericht bekommt die nächste Nummer, wird gedruckt und kann danach nicht mehr geändert werden.
      </p>
      <div className="settings-field">
        <label htmlFor={id}>Bargeld gezählt (€)</label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p id={`${id}-hint`} className="day-close-form__difference">
          Erwartet {formatEuroAmount(report.cashExpected)}
          {difference !== null && ` · Differenz ${difference > 0 ? '+' : ''}${formatEuro(difference)}`}
        </p>
        {error && (
          <p className="admin-form__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="admin-button admin-button--primary"
        disabled={closeDay.isPending || blocker !== null}
        aria-describedby={blocker ? `${id}-blocked` : undefined}
      >
        Tag abschließen (Z-Bericht)
      </button>
      {blocker && (
        <p id={`${id}-blocked`} className="day-close-form__blocked">
          {blocker}
        </p>
      )}
    </form>
  );
}
