import { useRouteError } from 'react-router-dom';
import { BrandLogo } from './brand-logo';

/**
 * Shown when a page fails to render or its code cannot be loaded, typically because a new
 * version was deployed while the tab was open: reloading fetches the current files.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Seite konnte nicht angezeigt werden.', error);
  return (
    <section className="route-error" role="alert">
      <BrandLogo size={56} />
      <h1>Da ist etwas schiefgelaufen</h1>
      <p>Die Seite konnte nicht vollständig geladen werden. Bitte laden Sie sie neu – Ihr Warenkorb bleibt erhalten.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Seite neu laden
      </button>
    </section>
  );
}
