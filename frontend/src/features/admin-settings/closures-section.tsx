import { useState, type FormEvent } from 'react';
import type { Closure } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

const EMPTY: Closure = { from: '', until: '', message: '' };

/** Holidays and company holidays: whole days closed, with the message customers see at checkout. */
export function ClosuresSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const [closures, setClosures] = useState<Closure[]>(settings.closures);
  const state = useSettingsSection((saved) => {
    setClosures(saved.closures);
    onSaved(saved);
  });
  const update = (index: number, change: Partial<Closure>) => setClosures(closures.map((c, i) => (i === index ? { ...c, ...change } : c)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save({ closures });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-closures" noValidate>
      <h2 id="settings-closures">Schließtage und Betriebsferien</h2>
      <p className="settings-section__hint">Ganze Tage, von – bis einschließlich. Die Nachricht sehen Kunden, wenn sie diesen Tag wählen.</p>
      {closures.length === 0 && <p>Keine Schließtage eingetragen.</p>}
      <ul className="closure-list">
        {closures.map((closure, index) => (
          <li key={index} className="closure-list__item">
            <label>
              Von
              <input type="date" value={closure.from} onChange={(e) => update(index, { from: e.target.value })} />
            </label>
            <label>
              Bis
              <input type="date" value={closure.until} onChange={(e) => update(index, { until: e.target.value })} />
            </label>
            <label className="closure-list__message">
              Nachricht an die Kunden
              <input value={closure.message} maxLength={200} onChange={(e) => update(index, { message: e.target.value })} />
            </label>
            <button type="button" className="admin-button" onClick={() => setClosures(closures.filter((_, i) => i !== index))}>
              Entfernen
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="admin-button" onClick={() => setClosures([...closures, EMPTY])}>
        Schließzeit hinzufügen
      </button>
      <SectionStatus state={state} />
    </form>
  );
}
