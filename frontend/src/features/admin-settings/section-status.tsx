import type { SectionSave } from './use-settings-section';

/** The section's save button with its refusal (unless it is about one field, shown there) or confirmation right next to it. */
export function SectionStatus({ state, label = 'Speichern' }: { state: SectionSave; label?: string }) {
  return (
    <div className="settings-section__status">
      <button type="submit" className="admin-button admin-button--primary" disabled={state.busy}>
        {label}
      </button>
      {state.error && !state.errorField && (
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
