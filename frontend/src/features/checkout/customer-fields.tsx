import { EMAIL_PATTERN, FIELD_LIMITS, PHONE_PATTERN } from '@pizzeria/domain';
import { TextField } from './text-field';

export function CustomerFields() {
  return (
    <fieldset className="checkout-section">
      <legend>Ihre Kontaktdaten</legend>
      <div className="checkout-grid">
        <TextField name="firstName" label="Vorname" required maxLength={FIELD_LIMITS.firstName} autoComplete="given-name" />
        <TextField name="lastName" label="Nachname" required maxLength={FIELD_LIMITS.lastName} autoComplete="family-name" />
      </div>
      <TextField name="company" label="Firma" maxLength={FIELD_LIMITS.company} autoComplete="organization" />
      <TextField
        name="email"
        label="E-Mail"
        type="email"
        required
        maxLength={FIELD_LIMITS.email}
        autoComplete="email"
        inputMode="email"
        rules={{ pattern: { value: EMAIL_PATTERN, message: 'Bitte eine gültige E-Mail-Adresse angeben.' } }}
      />
      <TextField
        name="phone"
        label="Telefon"
        type="tel"
        required
        maxLength={FIELD_LIMITS.phone}
        autoComplete="tel"
        inputMode="tel"
        rules={{ pattern: { value: PHONE_PATTERN, message: 'Bitte eine gültige Telefonnummer angeben.' } }}
      />
    </fieldset>
  );
}
