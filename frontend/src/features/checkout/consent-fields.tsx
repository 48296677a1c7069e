import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import type { CheckoutFormValues } from './checkout-model';

export function ConsentFields() {
  const privacyId = useId();
  const termsId = useId();
  const { register } = useFormContext<CheckoutFormValues>();
  return (
    <div className="checkout-consent">
      <div className="checkout-check">
        <input id={privacyId} type="checkbox" {...register('acceptPrivacy')} />
        <label htmlFor={privacyId}>
          Ich habe die{' '}
          <Link to="/datenschutz" target="_blank">
            Datenschutzerklärung
          </Link>{' '}
          gelesen und bin mit der Verarbeitung meiner Daten zur Abwicklung der Bestellung einverstanden.
        </label>
      </div>
      <div className="checkout-check">
        <input id={termsId} type="checkbox" {...register('acceptTerms')} />
        {/* The label's own words tick the box; only the link inside opens the AGB. */}
        <label htmlFor={termsId}>
          Ich habe die{' '}
          <Link to="/agb" target="_blank">
            AGB
          </Link>{' '}
          gelesen und akzeptiere sie.
        </label>
      </div>
    </div>
  );
}
