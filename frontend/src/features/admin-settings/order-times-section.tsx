import { useId, useState, type FormEvent } from 'react';
import { ORDER_TIMES_DEFAULTS, formatEuro, toCents, type OrderTimeSettings } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';
import { FieldError } from './field-error';

type Field = keyof OrderTimeSettings;
const FIELDS: { field: Field; label: string }[] = [
  { field: 'lastOrderMinutes', label: 'Bestellschluss (Minuten)' },
  { field: 'earlyOrderBefore', label: 'Mindestwert vor (Uhrzeit)' },
  { field: 'earlyOrderMinCents', label: 'Mindestwert (€)' },
  { field: 'cateringFrom', label: 'Auf Anfrage ab (Uhrzeit)' },
  { field: 'cateringUntil', label: 'Auf Anfrage bis (Uhrzeit)' },
];

/** The form's text of a value: euros with a comma for the amount. */
function shown(times: OrderTimeSettings, field: Field): string {
  return field === 'earlyOrderMinCents' ? formatEuro(times.earlyOrderMinCents).replace(/\s*€$/, '') : String(times[field]);
}

/** Typed text as the server takes it; what does not look like a number goes as typed, so its message names the field. */
function typedValue(field: Field, text: string): unknown {
  const value = text.trim();
  if (field === 'lastOrderMinutes') return /^\d+$/.test(value) ? Number(value) : value;
  if (field === 'earlyOrderMinCents') return /^\d+(,\d{1,2})?$/.test(value) ? toCents(Number(value.replace(',', '.'))) : value;
  return value;
}

/**
 * The order-time figures of docs/hours-and-times.md#early-orders, as the owner's: the last-order margin before closing, and
 * the "Bestellungen vor 17 Uhr auf Anfrage oder 100€" rule with the window such orders may be pre-ordered in.
 */
export function OrderTimesSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const ids = useId();
  const [typed, setTyped] = useState<Record<Field, string>>(
    // The seed's figures for a server that does not answer the section (yet).
    () => Object.fromEntries(FIELDS.map(({ field }) => [field, shown({ ...ORDER_TIMES_DEFAULTS, ...settings.orderTimes }, field)])) as Record<Field, string>,
  );
  const state = useSettingsSection(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const orderTimes = Object.fromEntries(FIELDS.map(({ field }) => [field, typedValue(field, typed[field])]));
    void state.save({ orderTimes: orderTimes as unknown as OrderTimeSettings });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-order-times" noValidate>
      <h2 id="settings-order-times">Bestellzeiten</h2>
      <p className="settings-section__hint">
        Kunden wählen Zeiten im Viertelstundentakt innerhalb der Öffnungszeiten. Abholzeiten enden die genannten Minuten vor Ladenschluss (Lieferung bei „Lieferung bis“).
        Zeiten vor der genannten Uhrzeit (außer beim Mittagstisch) sind Bestellungen auf Anfrage: erst ab dem Mindestwert und nur als Vorbestellung zwischen „Auf Anfrage
        ab“ und „bis“.
      </p>
      <div className="admin-form__grid">
        {FIELDS.map(({ field, label }) => {
          const id = `${ids}-${field}`;
          const error = state.errorField === `orderTimes.${field}` ? state.error : '';
          return (
            <div key={field} className="settings-field">
              <label htmlFor={id}>{label}</label>
              <input
                id={id}
                inputMode={field === 'earlyOrderMinCents' ? 'decimal' : 'numeric'}
                value={typed[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setTyped({ ...typed, [field]: e.target.value })}
              />
              <FieldError id={id} error={error} />
            </div>
          );
        })}
      </div>
      <SectionStatus state={state} fields={FIELDS.map(({ field }) => `orderTimes.${field}`)} />
    </form>
  );
}
