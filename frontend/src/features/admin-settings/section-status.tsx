import type { SectionSave } from './use-settings-section';

interface SectionStatusProps {
  state: SectionSave;
  label?: string;
  /** The fields ('shop.postalCode') whose refusal the section shows at the field itself. */
  fields?: readonly string[];
}

/** The section's save button with its refusal (unless the section shows it at its field) or confirmation right next to it. */
export function SectionStatus({ state, label = 'Speichern', fields = [] }: SectionStatusProps) {
  const atField = state.errorField !== null && fields.includes(state.errorField);
  return (
    <div className="settings-section__status">
      <button type="submit" className="admin-button admin-button--primary" disabled={state.busy}>
        {label}
      </button>
      {state.error && !atField && (
        <p className="admin-form__error" role="alert">
          {state.error}
        </p>
      )}
      {state.done && (
        <p className="admin-form__done" role="status">
          {state.done}
        </p>
      )}
    </div>
  );
}
