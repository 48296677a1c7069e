import { useId, useState, type FormEvent } from 'react';
import type { AdminSettings } from './settings-model';
import { FieldError } from './field-error';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

/** When one business day ends and the next begins: the close of day and the drivers' settlements count by it. */
export function ServiceDaySection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const id = useId();
  const [boundary, setBoundary] = useState(settings.serviceDay.dayBoundary);
  const state = useSettingsSection(onSaved);
  const error = state.errorField === 'serviceDay.dayBoundary' ? state.error : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save({ serviceDay: { dayBoundary: boundary } });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Tageswechsel</h2>
      <p className="settings-section__hint">
        Ein Geschäftstag läuft von dieser Uhrzeit bis zur selben Uhrzeit am nächsten Tag. Eine Bestellung, die um 00:40 abgeschlossen wird, zählt so noch zum Abend davor.
      </p>
      <div className="settings-field">
        <label htmlFor={id}>Neuer Geschäftstag ab (HH:MM)</label>
        <input
          id={id}
          inputMode="numeric"
          value={boundary}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setBoundary(e.target.value)}
        />
        <FieldError id={id} error={error} />
      </div>
      <SectionStatus state={state} fields={['serviceDay.dayBoundary']} />
    </form>
  );
}
