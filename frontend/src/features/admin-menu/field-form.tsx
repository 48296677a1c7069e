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
  /** Words in a server message that point at this field besides its label (e.g. 'Preis'). */
  aliases?: readonly string[];
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

/** The field a refused edit is about: the one the server names, else the one whose label or alias its message mentions. */
export function fieldForMessage(fields: readonly FieldSpec[], message: string, named: string | null): string | null {
  if (named && fields.some((f) => f.name === named)) return named;
  const text = message.toLowerCase();
  // The longest label found wins: "Bezeichnung der Größenauswahl" is about that field, not about "Größenauswahl".
  let best: { name: string; length: number } | null = null;
  for (const field of fields) {
    for (const word of [field.label, ...(field.aliases ?? [])]) {
      if (text.includes(word.toLowerCase()) && word.length > (best?.length ?? 0)) best = { name: field.name, length: word.length };
    }
  }
  return best?.name ?? null;
}

/**
 * One edit form for every back-office row: plain fields from a list, and a refused save shows the
 * server's German message at the field it is about (or above the buttons) while nothing changes.
 */
export function FieldForm({ fields, defaultValues, submitLabel, onSubmit, onCancel }: FieldFormProps) {
  const ids = useId();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({ defaultValues });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Speichern fehlgeschlagen. Bitte erneut versuchen.';
      const field = error instanceof ApiError ? fieldForMessage(fields, message, refusedField(error.body)) : null;
      setError((field ?? ROOT) as Path<FormValues>, { type: 'server', message });
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
