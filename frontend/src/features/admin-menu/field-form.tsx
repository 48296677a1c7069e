import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { refusedField } from './menu-admin-api';

export type FormValues = Record<string, string | boolean | string[]>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'money' | 'integer' | 'date' | 'select' | 'checkbox' | 'checklist';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: string;
}

interface FieldFormProps {
  fields: readonly FieldSpec[];
  defaultValues: FormValues;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<void>;
  onCancel?: () => void;
}

const ROOT = 'root.server';

/**
 * A body the contract refused before it was sent (checkBody in the browser): shown exactly like
 * the server's 400 `{ message, field }`, at the field it names.
 */
export class RefusedBody extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
    this.name = 'RefusedBody';
  }
}

/** The form field a refusal names: `additives.1` is about the field `additives`; null when it is about no field of this form. */
export function formFieldOf(fields: readonly FieldSpec[], named: string | null): string | null {
  const name = named?.split('.')[0];
  return name && fields.some((f) => f.name === name) ? name : null;
}

function refusalOf(error: unknown): { message: string; field: string | null } {
  if (error instanceof RefusedBody) return { message: error.message, field: error.field };
  if (error instanceof ApiError) return { message: error.message, field: refusedField(error.body) };
  return { message: 'Speichern fehlgeschlagen. Bitte erneut versuchen.', field: null };
}

/**
 * One edit form for every back-office row: plain fields from a list, and a refused save shows the
 * German message at the field its `field` names (or above the buttons) while nothing changes.
 */
export function FieldForm({ fields, defaultValues, submitLabel, onSubmit, onCancel }: FieldFormProps) {
  const ids = useId();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({ defaultValues });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const { message, field } = refusalOf(error);
      setError((formFieldOf(fields, field) ?? ROOT) as Path<FormValues>, { type: 'server', message });
    }
  });

  const errorOf = (name: string) => (errors[name]?.message as string | undefined) ?? undefined;
  const rootError = errors.root?.server?.message;

  return (
    <form className="menu-admin-form" onSubmit={submit} noValidate>
      {fields.map((field) => {
        const id = `${ids}-${field.name}`;
        const error = errorOf(field.name);
        const describedBy = error ? `${id}-error` : undefined;
        const rules = { required: field.required ? `Bitte „${field.label}“ ausfüllen.` : false };
        const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...register(field.name, rules) };
        return (
          <div key={field.name} className={`menu-admin-field menu-admin-field--${field.kind}`}>
            {field.kind === 'checkbox' ? (
              <label className="menu-admin-check">
                <input type="checkbox" {...common} />
                <span>{field.label}</span>
              </label>
            ) : field.kind === 'checklist' ? (
              <fieldset aria-describedby={describedBy}>
                <legend>{field.label}</legend>
                <div className="menu-admin-checklist">
                  {field.options?.map((option) => (
                    <label key={option.value} className="menu-admin-check">
                      <input type="checkbox" value={option.value} {...register(field.name)} />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <>
                <label htmlFor={id}>{field.label}</label>
                {field.kind === 'textarea' && <textarea rows={2} maxLength={field.maxLength} {...common} />}
                {field.kind === 'select' && (
                  <select {...common}>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
                {(field.kind === 'text' || field.kind === 'money' || field.kind === 'integer' || field.kind === 'date') && (
                  <input
                    type={field.kind === 'date' ? 'date' : 'text'}
                    inputMode={field.kind === 'money' ? 'decimal' : field.kind === 'integer' ? 'numeric' : undefined}
                    maxLength={field.maxLength}
                    {...common}
                  />
                )}
              </>
            )}
            {field.hint && <p className="menu-admin-hint">{field.hint}</p>}
            {error && (
              <p className="menu-admin-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {rootError && (
        <p className="menu-admin-error" role="alert">
          {rootError}
        </p>
      )}
      <div className="menu-admin-form__actions">
        <button type="submit" className="admin-button admin-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Wird gespeichert …' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="admin-button" onClick={onCancel}>
            Abbrechen
          </button>
        )}
      </div>
    </form>
  );
}
