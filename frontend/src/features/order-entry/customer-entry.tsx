import { useState, type KeyboardEvent, type RefObject } from 'react';
import { FIELD_LIMITS, type KnownAddress, type KnownCustomer } from '@pizzeria/domain';
import { formatShopDateTime } from '../../staff/order-labels';
import { useKnownCustomers } from './order-entry-api';
import type { EntryCustomer } from './order-entry-model';

/** One line of the suggestions: a known customer with one of their addresses, or for pickup. */
interface Choice {
  customer: KnownCustomer;
  address: KnownAddress | null;
}

const addressText = (a: KnownAddress) => `${a.street} ${a.house_number}, ${a.postalCode} ${a.city}`;

interface Props {
  customer: EntryCustomer;
  phoneRef: RefObject<HTMLInputElement | null>;
  onChange: (customer: EntryCustomer) => void;
  onPick: (customer: KnownCustomer, address: KnownAddress | null) => void;
}

/**
 * Who is calling: the phone number first; known customers (from earlier online and phone orders)
 * appear with their last addresses, and Enter takes the highlighted one, a delivery there or a pickup.
 */
export function CustomerEntry({ customer, phoneRef, onChange, onPick }: Props) {
  const [searching, setSearching] = useState(true);
  const [active, setActive] = useState(0);
  const known = useKnownCustomers(searching ? customer.phone : '');
  const choices: Choice[] = searching
    ? (known.data ?? []).flatMap((c) => [...c.addresses.map((address) => ({ customer: c, address })), { customer: c, address: null }])
    : [];
  const set = (field: keyof EntryCustomer, value: string) => onChange({ ...customer, [field]: value });

  const pick = (choice: Choice) => {
    setSearching(false);
    onPick(choice.customer, choice.address);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(0, Math.min(choices.length - 1, a + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === 'Enter' && !event.ctrlKey && choices.length > 0) {
      event.preventDefault();
      pick(choices[Math.min(active, choices.length - 1)]);
    } else if (event.key === 'Escape') {
      setSearching(false);
    }
  };

  const field = (name: keyof EntryCustomer, label: string, max: number, type = 'text') => (
    <label className="entry-field">
      <span>{label}</span>
      <input type={type} value={customer[name]} maxLength={max} onChange={(e) => set(name, e.target.value)} autoComplete="off" />
    </label>
  );

  return (
    <fieldset className="entry-panel entry-customer">
      <legend>Kunde</legend>
      <label className="entry-field entry-field--phone">
        <span>Telefon (bekannte Kunden erscheinen) – Alt+T</span>
        <input
          ref={phoneRef}
          autoFocus
          inputMode="tel"
          value={customer.phone}
          maxLength={FIELD_LIMITS.phone}
          onChange={(e) => {
            setSearching(true);
            setActive(0);
            set('phone', e.target.value);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          aria-label="Telefon"
        />
      </label>
      {choices.length > 0 && (
        <ul className="entry-known" aria-label="Bekannte Kunden">
          {choices.map((choice, index) => (
            <li key={`${choice.customer.phone}-${index}`}>
              <button
                type="button"
                tabIndex={-1}
                className={`entry-known__item${index === Math.min(active, choices.length - 1) ? ' entry-known__item--active' : ''}`}
                onClick={() => pick(choice)}
              >
                <span className="entry-known__name">
                  {`${choice.customer.firstName} ${choice.customer.lastName}`.trim()} · {choice.customer.phone}
                </span>
                <span className="entry-known__address">{choice.address ? `Lieferung: ${addressText(choice.address)}` : 'Abholung / vor Ort'}</span>
                <span className="entry-known__meta">
                  {choice.customer.orderCount}× bestellt, zuletzt {formatShopDateTime(choice.customer.lastOrderAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="entry-row">
        {field('firstName', 'Vorname', FIELD_LIMITS.firstName)}
        {field('lastName', 'Nachname', FIELD_LIMITS.lastName)}
      </div>
      <div className="entry-row">
        {field('company', 'Firma', FIELD_LIMITS.company)}
        {field('email', 'E-Mail (nur für eine Bestätigung)', FIELD_LIMITS.email, 'email')}
      </div>
    </fieldset>
  );
}
