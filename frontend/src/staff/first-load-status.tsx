import { RETRY_NOTE } from './live-indicator';

/** In place of the orders until the first load succeeded: loading, or honestly that the server cannot be reached. */
export function FirstLoadStatus({ failed }: { failed: boolean }) {
  if (!failed) return <p role="status">Bestellungen werden geladen …</p>;
  return (
    <p className="first-load-failed" role="alert">
      Keine Verbindung zum Server. Die Bestellungen erscheinen, sobald er wieder antwortet ({RETRY_NOTE}).
    </p>
  );
}
