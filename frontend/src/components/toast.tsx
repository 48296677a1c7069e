import './toast.css';

/** A polite live region; the message is announced and shown briefly at the bottom of the screen. */
export function Toast({ message }: { message: string }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && <div className="toast">{message}</div>}
    </div>
  );
}
