import { useState } from 'react';
import { BUSY_EXTRA_CHOICES, BUSY_MESSAGE_MAX, DELIVERY_METHODS, type DeliveryMethod } from '@pizzeria/domain';
import { formatShopTime } from '../../staff/order-labels';
import { setBusyExtra, setBusyPause } from './busy-mode-api';
import { useBusyMode } from './use-busy-mode';

const METHOD_LABEL: Record<DeliveryMethod, string> = { lieferung: 'Lieferung', abholung: 'Abholung' };

/**
 * "Viel los": extra minutes on every new order's earliest time and ETA, and delivery or pickup
 * paused with a note to customers. Each ends by itself at the chosen time or at closing.
 */
export function BusyModePanel() {
  const { busy, error, change } = useBusyMode();
  const [until, setUntil] = useState('');
  const [message, setMessage] = useState('');
  const end = until === '' ? null : until;
  const active = busy.extraMinutes > 0 || Object.keys(busy.pauses).length > 0;

  return (
    <section className={`busy-mode${active ? ' busy-mode--active' : ''}`} aria-label="Viel los">
      <div className="busy-mode__row">
        <strong>Viel los?</strong>
        {BUSY_EXTRA_CHOICES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className={`admin-button${busy.extraMinutes === minutes ? ' admin-button--primary' : ''}`}
            aria-pressed={busy.extraMinutes === minutes}
            onClick={() => void change(() => setBusyExtra(minutes, end))}
          >
            +{minutes} Min.
          </button>
        ))}
        {busy.extraMinutes > 0 && (
          <button type="button" className="admin-button" onClick={() => void change(() => setBusyExtra(0, null))}>
            Zusatzzeit beenden
          </button>
        )}
        <label className="busy-mode__until">
          bis
          <input type="time" value={until} onChange={(event) => setUntil(event.target.value)} aria-label="Ende (leer: Ladenschluss)" />
          <span className="busy-mode__hint">{until === '' ? 'Ladenschluss' : ''}</span>
        </label>
      </div>
      <div className="busy-mode__row">
        <input
          className="busy-mode__message"
          type="text"
          maxLength={BUSY_MESSAGE_MAX}
          placeholder="Hinweis an die Kunden (optional)"
          aria-label="Hinweis an die Kunden"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {DELIVERY_METHODS.map((method) => {
          const pause = busy.pauses[method];
          return pause ? (
            <button key={method} type="button" className="admin-button admin-button--danger" onClick={() => void change(() => setBusyPause(method, false, null, ''))}>
              {METHOD_LABEL[method]} fortsetzen
            </button>
          ) : (
            <button key={method} type="button" className="admin-button" onClick={() => void change(() => setBusyPause(method, true, end, message))}>
              {METHOD_LABEL[method]} pausieren
            </button>
          );
        })}
      </div>
      {active && (
        <p className="busy-mode__state" role="status">
          {busy.extraMinutes > 0 && busy.extraUntil && <span>+{busy.extraMinutes} Min. bis {formatShopTime(busy.extraUntil)} Uhr. </span>}
          {DELIVERY_METHODS.filter((method) => busy.pauses[method]).map((method) => (
            <span key={method}>
              {METHOD_LABEL[method]} pausiert bis {formatShopTime(busy.pauses[method]!.until)} Uhr („{busy.pauses[method]!.message}“).{' '}
            </span>
          ))}
        </p>
      )}
      {error && (
        <p className="busy-mode__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
