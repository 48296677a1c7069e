interface MaxLengthNoticeProps {
  /** For the field's aria-describedby. */
  id: string;
  value: string;
  maxLength: number;
}

/**
 * Said at a field whose text reached its maximum length: the browser then ignores further typing
 * (and cuts what is pasted), which without a word looks like a broken keyboard.
 */
export function MaxLengthNotice({ id, value, maxLength }: MaxLengthNoticeProps) {
  return (
    <p id={id} className="max-length-notice" aria-live="polite">
      {value.length >= maxLength ? `Maximal ${maxLength} Zeichen` : ''}
    </p>
  );
}
