import { useId, useState, type FormEvent } from 'react';
import { WAITING_MINUTES_MAX, WAITING_MINUTES_MIN, type DeliveryMethod, type ExpectedMinutes } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';
import { FieldError } from './field-error';

const FIELDS: { method: DeliveryMethod; label: string }[] = [
  { method: 'lieferung', label: 'Wartezeit Lieferung (Minuten)' },
  { method: 'abholung', label: 'Wartezeit Abholung (Minuten)' },
];

/** Typed minutes go to the server as a number when they look like one, else as typed, so its message names the field. */
const minutesOf = (text: string): number | string => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

/**
 * The usual waiting times customers see before they order ("Lieferung in ca. 45 Min.") and that
 * "So schnell wie möglich" is planned with; busy mode adds its minutes on top.
 */
export function WaitingTimesSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const ids = useId();
  const [typed, setTyped] = useState<Record<DeliveryMethod, string>>({
    lieferung: String(settings.waitingTimes.lieferung),
    abholung: String(settings.waitingTimes.abholung),
  });
  const state = useSettingsSection(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const waitingTimes = { lieferung: minutesOf(typed.lieferung), abholung: minutesOf(typed.abholung) };
    void state.save({ waitingTimes: waitingTimes as ExpectedMinutes });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-waiting" noValidate>
      <h2 id="settings-waiting">Wartezeiten</h2>
      <p className="settings-section__hint">
        So lange dauert eine Bestellung gewöhnlich ({WAITING_MINUTES_MIN}–{WAITING_MINUTES_MAX} Minuten). Kunden sehen die Zeit vor der Bestellung, „So schnell wie
        möglich“ wird danach eingeplant; die Zusatzzeit der Bestellannahme kommt hinzu.
      </p>
      <div className="admin-form__grid">
        {FIELDS.map(({ method, label }) => {
          const id = `${ids}-${method}`;
          const error = state.errorField === `waitingTimes.${method}` ? state.error : '';
          return (
            <div key={method} className="settings-field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                inputMode="numeric"
                value={typed[method]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setTyped({ ...typed, [method]: e.target.value })}
              />
              <FieldError id={id} error={error} />
            </div>
          );
        })}
      </div>
      <SectionStatus state={state} fields={FIELDS.map(({ method }) => `waitingTimes.${method}`)} />
    </form>
  );
}
