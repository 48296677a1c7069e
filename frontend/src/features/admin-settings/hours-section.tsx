import { useState, type FormEvent } from 'react';
import { WEEK_ORDER, WEEKDAY_NAMES, type WeekdayHours } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

const TIMES = [
  ['open', 'Öffnet'],
  ['close', 'Schließt'],
  ['deliveryFrom', 'Lieferung ab'],
  ['deliveryUntil', 'Lieferung bis'],
] as const;
/** An optional lunch service before the evening: empty fields mean none (or no delivery at lunch). */
const LUNCH_TIMES = [
  ['lunchOpen', 'Mittag ab'],
  ['lunchClose', 'Mittag bis'],
  ['lunchDeliveryFrom', 'Mittagslieferung ab'],
  ['lunchDeliveryUntil', 'Mittagslieferung bis'],
] as const;
const CLOSED = { open: null, close: null, deliveryFrom: null, deliveryUntil: null, lunchOpen: null, lunchClose: null, lunchDeliveryFrom: null, lunchDeliveryUntil: null };
const USUAL = { open: '17:00', close: '23:00', deliveryFrom: '17:30', deliveryUntil: '22:30' };

/** Opening and delivery hours per weekday, Monday first; a weekday without hours is the day off. */
export function HoursSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const [hours, setHours] = useState<WeekdayHours[]>(settings.hours);
  const state = useSettingsSection(onSaved);
  const update = (weekday: number, change: Partial<WeekdayHours>) => setHours(hours.map((d) => (d.weekday === weekday ? { ...d, ...change } : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save({ hours });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-hours" noValidate>
      <h2 id="settings-hours">Öffnungs- und Lieferzeiten</h2>
      <p className="settings-section__hint">
        Zeiten als HH:MM, Schließen auch 24:00. Ohne Zeiten ist der Tag Ruhetag. Mittagstisch (optional): eine zweite Öffnung vor der am Abend; Kunden können dann auch
        mittags bestellen, ohne Mindestbestellwert.
      </p>
      <div className="hours-editor">
        {WEEK_ORDER.map((weekday) => {
          const day = hours.find((d) => d.weekday === weekday)!;
          const closed = day.open === null;
          const name = WEEKDAY_NAMES[weekday];
          return (
            <fieldset key={weekday} className="hours-editor__day">
              <legend>{name}</legend>
              <label className="hours-editor__closed">
                <input type="checkbox" checked={closed} onChange={(e) => update(weekday, e.target.checked ? CLOSED : USUAL)} /> Ruhetag
              </label>
              {!closed &&
                [...TIMES, ...LUNCH_TIMES].map(([key, label]) => (
                  <label key={key} className={key === 'lunchOpen' ? 'hours-editor__lunch-start' : undefined}>
                    {label}
                    <input
                      aria-label={`${name} ${label}`}
                      inputMode="numeric"
                      placeholder={key.startsWith('lunch') ? 'leer = keiner' : 'HH:MM'}
                      value={day[key] ?? ''}
                      onChange={(e) => update(weekday, { [key]: e.target.value })}
                    />
                  </label>
                ))}
            </fieldset>
          );
        })}
      </div>
      <SectionStatus state={state} />
    </form>
  );
}
