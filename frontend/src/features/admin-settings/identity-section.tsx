import { useId, useState, type FormEvent } from 'react';
import type { ShopIdentity } from '@pizzeria/domain';
import type { AdminSettings } from './settings-model';
import { FieldError } from './field-error';
import { SectionStatus } from './section-status';
import { useSettingsSection } from './use-settings-section';

const FIELDS: { key: keyof ShopIdentity; label: string; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { key: 'name', label: 'Name des Geschäfts' },
  { key: 'owner', label: 'Inhaber' },
  { key: 'street', label: 'Straße und Hausnummer', autoComplete: 'street-address' },
  { key: 'postalCode', label: 'PLZ', autoComplete: 'postal-code' },
  { key: 'city', label: 'Ort' },
  { key: 'phone', label: 'Telefon', type: 'tel' },
  { key: 'email', label: 'E-Mail', type: 'email', wide: true },
  { key: 'registerEntry', label: 'Registereintrag (optional)' },
  { key: 'vatId', label: 'USt-IdNr. (optional)' },
];

/** Name, address and imprint data: shown in header, footer, imprint, mails and receipts. */
export function IdentitySection({ settings, onSaved }: { settings: AdminSettings; onSaved: (s: AdminSettings) => void }) {
  const ids = useId();
  const [shop, setShop] = useState(settings.shop);
  const state = useSettingsSection(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void state.save({ shop });
  };
  return (
    <form className="admin-card admin-form settings-section" onSubmit={submit} aria-labelledby="settings-shop" noValidate>
      <h2 id="settings-shop">Geschäft und Impressum</h2>
      <div className="admin-form__grid">
        {FIELDS.map((field) => {
          const id = `${ids}-${field.key}`;
          const error = state.errorField === `shop.${field.key}` ? state.error : '';
          return (
            <div key={field.key} className={field.wide ? 'settings-field settings-field--wide' : 'settings-field'}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete ?? 'off'}
                value={shop[field.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setShop({ ...shop, [field.key]: e.target.value })}
              />
              <FieldError id={id} error={error} />
            </div>
          );
        })}
      </div>
      <SectionStatus state={state} fields={FIELDS.map((field) => `shop.${field.key}`)} />
    </form>
  );
}
