import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Seite nicht gefunden</h1>
      <p>Diese Seite gibt es leider nicht.</p>
      <Link className="btn btn-primary" to="/">
        Zur Speisekarte
      </Link>
    </section>
  );
}
