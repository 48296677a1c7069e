import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLine } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../staff/use-document-title';
import '../../staff/admin-forms.css';
import { auditLogQuery, type AuditFilter } from './audit-log-api';

function Line({ line }: { line: AuditLine }) {
  return (
    <div>
      <dt>{line.label}</dt>
      <dd>
        {line.from !== undefined && (
          <>
            <del>{line.from}</del> <span aria-label="geändert zu">→</span>{' '}
          </>
        )}
        <ins>{line.to}</ins>
      </dd>
    </div>
  );
}

/** "Änderungsprotokoll" (owner): who changed what and when, newest first, 50 at a time, filtered by person, area and day. */
export default function AuditLogPage() {
  useDocumentTitle('Änderungsprotokoll');
  const [filter, setFilter] = useState<AuditFilter>({ actor: '', kind: '', day: '' });
  const log = useInfiniteQuery(auditLogQuery(filter));
  const pages = log.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.entries);
  const { actors = [], kinds = {} } = pages.at(-1) ?? {};
  const loaded = log.isFetched;
  const error = !log.error ? '' : messageOf(log.error);
  const set = (key: keyof AuditFilter) => (value: string) => setFilter((current) => ({ ...current, [key]: value }));
  const filtered = filter.actor !== '' || filter.kind !== '' || filter.day !== '';

  return (
    <section className="admin-page">
      <header className="admin-page-header">
        <h1>Änderungsprotokoll</h1>
      </header>
      <form className="admin-card audit-filter" aria-label="Protokoll filtern" onSubmit={(e) => e.preventDefault()}>
        <label>
          Person
          <select aria-label="Person" value={filter.actor} onChange={(e) => set('actor')(e.target.value)}>
            <option value="">Alle</option>
            {actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </label>
        <label>
          Bereich
          <select aria-label="Bereich" value={filter.kind} onChange={(e) => set('kind')(e.target.value)}>
            <option value="">Alle</option>
            {Object.entries(kinds).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Tag
          <input type="date" aria-label="Tag" value={filter.day} onChange={(e) => set('day')(e.target.value)} />
        </label>
        {filtered && (
          <button type="button" className="admin-button" onClick={() => setFilter({ actor: '', kind: '', day: '' })}>
            Filter zurücksetzen
          </button>
        )}
      </form>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <ol className="audit-list">
        {entries.map((entry) => (
          <li key={entry.id} className="admin-card audit-list__item">
            <p className="audit-list__head">
              <time dateTime={entry.at}>{entry.atText}</time> · <strong>{entry.actor}</strong> · {entry.actionText}
            </p>
            <p className="audit-list__target">{entry.target}</p>
            {entry.lines.length > 0 && (
              <dl className="audit-list__details">
                {entry.lines.map((line, index) => (
                  <Line key={`${line.label}-${index}`} line={line} />
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
      {loaded && entries.length === 0 && !error && <p>{filtered ? 'Keine Einträge für diese Auswahl.' : 'Noch keine Änderungen.'}</p>}
      {log.hasNextPage && (
        <button type="button" className="admin-button" onClick={() => void log.fetchNextPage()}>
          Ältere Einträge laden
        </button>
      )}
    </section>
  );
}
