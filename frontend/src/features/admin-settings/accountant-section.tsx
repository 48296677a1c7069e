import { useId, useState, type FormEvent } from 'react';
import type { AccountantAccounts, AccountantSettings } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { FieldError } from './field-error';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

type TextField = 'adviserNumber' | 'clientNumber' | 'fiscalYearStart';
const TEXT_FIELDS: { field: TextField; label: string }[] = [
  { field: 'adviserNumber', label: 'Beraternummer' },
  { field: 'clientNumber', label: 'Mandantennummer' },
  { field: 'fiscalYearStart', label: 'Beginn des Wirtschaftsjahres (MM-TT)' },
];
const ACCOUNTS: { field: keyof AccountantAccounts; label: string }[] = [
  { field: 'cash', label: 'Konto Kasse' },
  { field: 'card', label: 'Konto Kartenzahlung' },
  { field: 'paypal', label: 'Konto PayPal' },
  { field: 'revenue7', label: 'Erlöskonto 7 %' },
  { field: 'revenue19', label: 'Erlöskonto 19 %' },
  { field: 'revenue0', label: 'Erlöskonto 0 %' },
];

/** The tax adviser's numbers and accounts for the DATEV export of the closed days (SKR03 as seed). */
export function AccountantSection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const ids = useId();
  const [form, setForm] = useState<AccountantSettings>(settings.accountant);
  const [length, setLength] = useState(String(settings.accountant.accountLength));
  const state = useSettingsSection(onSaved);
  const errorOf = (path: string) => (state.errorField === `accountant.${path}` ? state.error : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const accountLength = /^\s*\d+\s*$/.test(length) ? Number(length) : (length as unknown as number);
    void state.save({ accountant: { ...form, accountLength } });
  };
  const field = (path: string, label: string, value: string, change: (v: string) => void) => {
    const id = `${ids}-${path}`;
    const error = errorOf(path);
    return (
      <div key={path} className="settings-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => change(e.target.value)}
        />
        <FieldError id={id} error={error} />
      </div>
    );
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`}>Steuerberater</h2>
      <p className="settings-section__hint">
        Für den DATEV-Export der abgeschlossenen Tage (Bestellübersicht). Berater- und Mandantennummer nennt Ihnen Ihr Steuerberater; die Konten sind für SKR03 vorbelegt.
      </p>
      <div className="admin-form__grid">
        {TEXT_FIELDS.map(({ field: f, label }) => field(f, label, form[f], (v) => setForm({ ...form, [f]: v })))}
        {field('accountLength', 'Sachkontenlänge', length, setLength)}
        {ACCOUNTS.map(({ field: f, label }) => field(`accounts.${f}`, label, form.accounts[f], (v) => setForm({ ...form, accounts: { ...form.accounts, [f]: v } })))}
      </div>
      <SectionStatus
        state={state}
        fields={[...TEXT_FIELDS.map(({ field: f }) => `accountant.${f}`), 'accountant.accountLength', ...ACCOUNTS.map(({ field: f }) => `accountant.accounts.${f}`)]}
      />
    </form>
  );
}
