import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MaxLengthNotice } from '../../components/max-length-notice';
import { FIELD_LIMITS, formatEuroAmount, type Cents } from '@pizzeria/domain';
import type { CheckoutFormValues } from './checkout-model';
import { PayWithField } from './pay-with-field';
import { FixedField, TextField } from './text-field';

interface DeliveryFieldsProps {
  postalCode: string;
  city: string;
  minOrderValue: number;
  /** The order's total, which "Ich zahle mit" must cover. */
  totalCents: Cents;
  onMessageToDriverChange?: (text: string) => void;
}

/** Only for 'lieferung': street and number are typed here, postal code and city were chosen in the cart. */
export function DeliveryFields({ postalCode, city, minOrderValue, totalCents, onMessageToDriverChange }: DeliveryFieldsProps) {
  const driverId = useId();
  const { register, control } = useFormContext<CheckoutFormValues>();
  const driverMessage = useWatch({ control, name: 'messageToDriver' });
  return (
    <fieldset className="checkout-section">
      <legend>Lieferadresse</legend>
      <div className="checkout-grid checkout-grid--street">
        <TextField name="street" label="Straße" required maxLength={FIELD_LIMITS.street} autoComplete="street-address" />
        <TextField name="house_number" label="Hausnummer" required maxLength={FIELD_LIMITS.house_number} autoComplete="off" />
      </div>
      <div className="checkout-grid checkout-grid--city">
        <FixedField label="PLZ" value={postalCode} autoComplete="postal-code" inputMode="numeric" />
        <FixedField label="Ort" value={city} autoComplete="address-level2" />
      </div>
      <p className="checkout-hint">
        Postleitzahl und Ort haben Sie im Warenkorb gewählt.
        {minOrderValue > 0 && ` Mindestbestellwert für ${city}: ${formatEuroAmount(minOrderValue)}.`}
      </p>
      <div className="field checkout-field">
        <label className="field-label" htmlFor={driverId}>
          Nachricht an den Fahrer<span className="checkout-field__optional"> (optional)</span>
        </label>
        <textarea
          className="textarea"
          id={driverId}
          rows={2}
          maxLength={FIELD_LIMITS.messageToDriver}
          placeholder="z. B. Hinterhaus, 2. Stock, bitte klingeln"
          aria-describedby={`${driverId}-max`}
          {...register('messageToDriver', {
            maxLength: FIELD_LIMITS.messageToDriver,
            onChange: (event) => onMessageToDriverChange?.(event.target.value),
          })}
        />
        <MaxLengthNotice id={`${driverId}-max`} value={driverMessage ?? ''} maxLength={FIELD_LIMITS.messageToDriver} />
      </div>
      <PayWithField totalCents={totalCents} />
    </fieldset>
  );
}
