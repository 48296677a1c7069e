import { useId, useState, type FormEvent } from 'react';
import type { AdminSettings } from './settings-model';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

/** How long customers' names, addresses and numbers stay on finished orders (DSGVO); amounts stay for the books. */
export function PrivacySection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const id = useId();
  const [days, setDays] = useState(String(settings.privacy.retentionDays));
  const state = useSettingsSection(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Anything but whole days goes as NaN: the server refuses it with the section's German message.
    void state.save({ privacy: { retentionDays: /^\d+$/.test(days.trim()) ? Number(days.trim()) : Number.NaN } });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>Datenschutz</h2>
      <p className="settings-section__hint">
        Namen, Adressen, E-Mail, Telefon und Nachrichten abgeschlossener oder stornierter Bestellungen werden nach dieser Frist jede Nacht anonymisiert; Beträge, Artikel
        und Steuer bleiben für die Buchhaltung. Die Änderung steht im Änderungsprotokoll.
      </p>
      <div className="settings-field">
        <label htmlFor={id}>Aufbewahrung (Tage, 30–3650)</label>
        <input id={id} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
      </div>
      <SectionStatus state={state} />
    </form>
  );
}
