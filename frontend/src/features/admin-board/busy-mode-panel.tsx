import { useEffect, useId, useRef, useState } from 'react';
import { BUSY_EXTRA_CHOICES, BUSY_MESSAGE_MAX, DELIVERY_METHODS, type BusyModeState, type DeliveryMethod } from '@pizzeria/domain';
import { formatShopTime } from '../../staff/order-labels';
import { setBusyExtra, setBusyPause } from './busy-mode-api';

const METHOD_LABEL: Record<DeliveryMethod, string> = { lieferung: 'Lieferung', abholung: 'Abholung' };

interface Props {
  busy: BusyModeState;
  error: string | null;
  change: (request: () => Promise<BusyModeState>) => Promise<void>;
}

/** What is on, in a few words for the toolbar button: "+30 Min. · Lieferung pausiert". */
function shortState(busy: BusyModeState): string {
  const parts = busy.extraMinutes > 0 ? [`+${busy.extraMinutes} Min.`] : [];
  for (const method of DELIVERY_METHODS) if (busy.pauses[method]) parts.push(`${METHOD_LABEL[method]} pausiert`);
  return parts.join(' · ');
}

/**
 * "Viel los": extra minutes on every new order's earliest time and ETA, and delivery or pickup
 * paused with a note to customers. Each ends by itself at the chosen time or at closing. One button
 * in the board's toolbar (saying what is on) opens the controls over the board, so they never push
 * the order columns down.
 */
export function BusyModePanel({ busy, error, change }: Props) {
  const [open, setOpen] = useState(false);
  const [until, setUntil] = useState('');
  const [message, setMessage] = useState('');
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const end = until === '' ? null : until;
  const active = busy.extraMinutes > 0 || Object.keys(busy.pauses).length > 0;
  const state = shortState(busy);

  useEffect(() => {
    if (!open) return;
    // Closes like a menu: a click elsewhere or Escape.
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div className="busy-mode" ref={root}>
      <button
        type="button"
        className={`admin-button busy-mode__toggle${active ? ' busy-mode__toggle--active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Viel los{active ? `: ${state}` : '?'}
      </button>
      {open && (
        <section id={panelId} className={`busy-mode__panel${active ? ' busy-mode__panel--active' : ''}`} aria-label="Viel los">
          <div className="busy-mode__row">
            <span>Mehr Zeit:</span>
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
              {busy.extraMinutes > 0 && busy.extraUntil && (
                <span>
                  +{busy.extraMinutes} Min. bis {formatShopTime(busy.extraUntil)} Uhr.{' '}
                </span>
              )}
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
      )}
      {!open && error && (
        <p className="busy-mode__error busy-mode__error--floating" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
