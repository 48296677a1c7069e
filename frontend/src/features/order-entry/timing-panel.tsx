import type { RefObject } from 'react';
import { ASAP, CONFIRM_TIME_OPTIONS, slotOf } from '@pizzeria/domain';
import type { SlotAvailability } from './order-entry-api';
import { defaultEta, wantedTime, type EntryState } from './order-entry-model';

interface Props {
  state: EntryState;
  today: string;
  slots: SlotAvailability | undefined;
  timeRef: RefObject<HTMLInputElement | null>;
  onChange: (patch: Partial<EntryState>) => void;
}

/** What the kitchen looks like for the wanted time: booked out (staff may overbook) or where ASAP lands. */
function kitchenNote(time: string, slots: SlotAvailability | undefined): { text: string; full: boolean } | null {
  if (!slots) return null;
  if (time === ASAP) {
    if (!slots.asap) return null;
    return { text: slots.asapMoved ? `Küche ausgelastet: frühestens ${slots.asap.time} Uhr` : `Küche frei, geplant für ${slots.asap.time} Uhr`, full: false };
  }
  if (!/^\d{2}:\d{2}$/.test(time)) return null;
  const full = slots.fullSlots.includes(slotOf(time));
  return { text: full ? `Küche um ${slotOf(time)} Uhr voll` : `Küche um ${slotOf(time)} Uhr frei`, full };
}

/** When: today or another day, as soon as possible or a time, the ETA the customer is told, and how they pay. */
export function TimingPanel({ state, today, slots, timeRef, onChange }: Props) {
  const time = wantedTime(state.time);
  const note = kitchenNote(time, slots);
  const etaOptions = [...CONFIRM_TIME_OPTIONS, ...(time !== ASAP ? [time] : [])];
  const fullSlots = slots?.fullSlots ?? [];
  return (
    <fieldset className="entry-panel entry-timing">
      <legend>Zeit und Zahlung</legend>
      <div className="entry-row">
        <label className="entry-field">
          <span>Tag</span>
          <input type="date" value={state.date} min={today} onChange={(e) => onChange({ date: e.target.value || today })} />
        </label>
        <label className="entry-field">
          <span>Uhrzeit (leer = sofort) – Alt+Z</span>
          <input
            ref={timeRef}
            value={state.time}
            placeholder="sofort"
            inputMode="numeric"
            maxLength={5}
            onChange={(e) => onChange({ time: e.target.value, eta: '', overbook: false })}
          />
        </label>
      </div>
      {note && (
        <p className={`entry-kitchen${note.full ? ' entry-kitchen--full' : ''}`} role="status">
          {note.text}
        </p>
      )}
      {fullSlots.length > 0 && <p className="entry-hint">Voll: {fullSlots.join(', ')}</p>}
      {(note?.full || state.overbook) && (
        <label className="entry-warning entry-check">
          <input type="checkbox" checked={state.overbook} onChange={(e) => onChange({ overbook: e.target.checked })} />
          Trotzdem annehmen (überbuchen)
        </label>
      )}
      <label className="entry-field">
        <span>Zugesagt</span>
        <select value={state.eta || defaultEta(state)} onChange={(e) => onChange({ eta: e.target.value })}>
          {etaOptions.map((option) => (
            <option key={option} value={option}>
              {/^\d{2}:\d{2}$/.test(option) ? `${option} Uhr` : option}
            </option>
          ))}
        </select>
      </label>
      <div className="entry-field">
        <span>Zahlung</span>
        <div className="entry-choices" role="radiogroup" aria-label="Zahlung">
          {(
            [
              ['cash', 'Bar', 'Alt+B'],
              ['card', 'Karte', 'Alt+K'],
            ] as const
          ).map(([value, label, key]) => (
            <label key={value} className={`entry-choice${state.payment === value ? ' entry-choice--on' : ''}`}>
              <input type="radio" name="entry-payment" checked={state.payment === value} onChange={() => onChange({ payment: value })} />
              {label} <kbd>{key}</kbd>
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
