import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatEuro, payWithProblem, toCents, type Cents } from '@pizzeria/domain';
import { parsePayWith, type CheckoutFormValues } from './checkout-model';

const NOT_AN_AMOUNT = 'Ich zahle mit: bitte einen Betrag in Euro angeben, z. B. 50 oder 50,00.';

/** Cash on delivery: "Ich zahle mit …" tells the driver which change to bring (optional, at least the total). */
export function PayWithField({ totalCents }: { totalCents: Cents }) {
  const id = useId();
  const { register, control, formState } = useFormContext<CheckoutFormValues>();
  const payWith = parsePayWith(useWatch({ control, name: 'payWith' }));
  const error = formState.errors.payWith?.message;
  const change = payWith !== null && !Number.isNaN(payWith) && toCents(payWith) >= totalCents ? toCents(payWith) - totalCents : null;
  return (
    <div className="field checkout-field">
      <label className="field-label" htmlFor={id}>
        Ich zahle mit<span className="checkout-field__optional"> (optional, bei Barzahlung)</span>
      </label>
      <input
        className="input"
        id={id}
        inputMode="decimal"
        autoComplete="off"
        placeholder="z. B. 50,00"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        {...register('payWith', {
          validate: (text) => {
            const amount = parsePayWith(text);
            if (amount === null) return true;
            if (Number.isNaN(amount)) return NOT_AN_AMOUNT;
            return payWithProblem(totalCents, toCents(amount)) ?? true;
          },
        })}
      />
      <p id={`${id}-hint`} className={error ? 'error-text' : 'checkout-hint'} role={error ? 'alert' : undefined}>
        {error ?? (change !== null ? `Der Fahrer bringt ${formatEuro(change)} Wechselgeld mit.` : 'Damit der Fahrer passendes Wechselgeld mitbringt.')}
      </p>
    </div>
  );
}
