/** A field's refusal under it; the input points at it with aria-describedby `${id}-error`. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p className="admin-form__error" id={`${id}-error`} role="alert">
      {error}
    </p>
  );
}
