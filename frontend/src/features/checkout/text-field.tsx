import { useId, type HTMLAttributes } from 'react';
import { useFormContext, useWatch, type RegisterOptions } from 'react-hook-form';
import { MaxLengthNotice } from '../../components/max-length-notice';
import { nameTextProblem, plainTextProblem } from '@pizzeria/domain';
import type { CheckoutFormValues } from './checkout-model';

type TextName = 'firstName' | 'lastName' | 'company' | 'email' | 'phone' | 'street' | 'house_number';

/** The server's text rules, said next to the field before the order is sent (same domain functions). */
const NAME_LIKE: ReadonlySet<TextName> = new Set(['firstName', 'lastName', 'street']);
function textProblem(name: TextName, value: unknown): string | true {
  if (typeof value !== 'string' || value === '') return true;
  return (NAME_LIKE.has(name) ? nameTextProblem(value) : plainTextProblem(value)) ?? true;
}

interface TextFieldProps {
  name: TextName;
  label: string;
  maxLength: number;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  rules?: RegisterOptions<CheckoutFormValues, TextName>;
}

export function TextField({ name, label, maxLength, required = false, type = 'text', autoComplete, inputMode, rules }: TextFieldProps) {
  const id = useId();
  const { register, formState, control } = useFormContext<CheckoutFormValues>();
  const error = formState.errors[name]?.message;
  const value = useWatch({ control, name });
  return (
    <div className="field checkout-field">
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="checkout-field__optional"> (optional)</span>}
      </label>
      <input
        className="input"
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-max` : `${id}-max`}
        {...register(name, {
          ...rules,
          validate: (value) => textProblem(name, value),
          required: required ? `Bitte ${label} angeben.` : false,
          maxLength: { value: maxLength, message: `Höchstens ${maxLength} Zeichen.` },
        })}
      />
      {error && (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      )}
      <MaxLengthNotice id={`${id}-max`} value={value ?? ''} maxLength={maxLength} />
    </div>
  );
}

/** A field whose value comes from elsewhere (the cart) and cannot be changed here. */
export function FixedField({ label, value, autoComplete, inputMode }: { label: string; value: string; autoComplete: string; inputMode?: 'numeric' }) {
  const id = useId();
  return (
    <div className="field checkout-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input className="input" id={id} value={value} disabled readOnly autoComplete={autoComplete} inputMode={inputMode} />
    </div>
  );
}
