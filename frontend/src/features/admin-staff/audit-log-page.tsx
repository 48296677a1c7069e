import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../staff/use-document-title';
import { useShopStatus } from '../../shop/use-shop-status';
import '../../staff/admin-forms.css';

interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  details: Record<string, unknown> | null;
}

/** {shop: {name: 'X'}} → [['shop.name', 'X']]: the changed fields, readable without knowing JSON. */
function changedFields(value: unknown, path = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => changedFields(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value === null ? '–' : String(value)]];
}

const ACTION_LABELS: Record<string, string> = {
  'user.create': 'Zugang angelegt',
  'user.update': 'Zugang geändert',
  'user.password': 'Passwort geändert',
  'settings.update': 'Einstellungen geändert',
};


/** "Änderungsprotokoll" (owner): who changed what and when, newest first, 50 at a time. */
export default function AuditLogPage() {
  useDocumentTitle('Änderungsprotokoll');
  // Times in the shop's zone, as the server names it.
  const { timezone } = useShopStatus();
  const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone });
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async (before: number | null) => {
    try {
      const res = await api.get<{ entries: AuditEntry[]; nextBefore: number | null }>(`/admin/audit-log${before ? `?before=${before}` : ''}`, { auth: true });
      setEntries((shown) => (before ? [...shown, ...res.entries] : res.entries));
      setNextBefore(res.nextBefore);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Keine Verbindung zum Server.');
    }
  }, []);
  useEffect(() => void load(null), [load]);

  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Änderungsprotokoll</h1>
      </header>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <ol className="audit-list">
        {entries.map((entry) => (
          <li key={entry.id} className="admin-card audit-list__item">
            <p className="audit-list__head">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> · <strong>{entry.actor}</strong> ·{' '}
              {ACTION_LABELS[entry.action] ?? entry.action}
            </p>
            <p>{entry.target}</p>
            {entry.details && (
              <dl className="audit-list__details">
                {changedFields(entry.details).map(([field, value]) => (
                  <div key={field}>
                    <dt>{field}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
      {entries.length === 0 && !error && <p>Noch keine Änderungen.</p>}
      {nextBefore && (
        <button type="button" className="admin-button" onClick={() => void load(nextBefore)}>
          Ältere Einträge laden
        </button>
      )}
    </section>
  );
}
