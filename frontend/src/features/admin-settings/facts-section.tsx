import { useId, useState, type FormEvent } from 'react';
import { missingFacts } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';
import { FieldError } from './field-error';

interface FactsSectionProps {
  section: 'legal' | 'directions';
  title: string;
  hint: string;
  /** The field keys of the section with what the screen calls them (LEGAL_FACT_LABELS, DIRECTIONS_FACT_LABELS). */
  labels: Record<string, string>;
  maxLength: number;
  settings: AdminSettings;
  onSaved: (s: AdminSettings) => void;
}

/**
 * Free texts the shop's pages show (imprint, privacy page, directions). An empty field is left out
 * of the page; the section lists what is still empty, so the owner fills it before going live.
 */
export function FactsSection({ section, title, hint, labels, maxLength, settings, onSaved }: FactsSectionProps) {
  const ids = useId();
  const saved = settings[section] as unknown as Record<string, string>;
  const [facts, setFacts] = useState(saved);
  const state = useSettingsSection(onSaved);
  const missing = missingFacts(saved, labels);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save({ [section]: facts });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`}>{title}</h2>
      <p className="settings-section__hint">{hint}</p>
      {missing.length > 0 && <p className="settings-section__hint settings-section__hint--todo">Noch leer (wird auf der Seite weggelassen): {missing.join(', ')}.</p>}
      <div className="settings-facts">
        {Object.entries(labels).map(([key, label]) => {
          const id = `${ids}-${key}`;
          const error = state.errorField === `${section}.${key}` ? state.error : '';
          return (
            <div key={key} className="settings-field">
              <label htmlFor={id}>{label}</label>
              <textarea
                id={id}
                rows={3}
                value={facts[key] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setFacts({ ...facts, [key]: e.target.value })}
              />
              <p className="settings-field__count">
                {(facts[key] ?? '').trim().length}/{maxLength} Zeichen
              </p>
              <FieldError id={id} error={error} />
            </div>
          );
        })}
      </div>
      <SectionStatus state={state} fields={Object.keys(labels).map((key) => `${section}.${key}`)} />
    </form>
  );
}
