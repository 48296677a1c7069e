import { useEffect, useState } from 'react';
import { SOCKET_EVENTS, type OutboxCounts, type OutboxKind } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';

const KIND_LABELS: Record<OutboxKind, string> = { mail: 'E-Mails', print: 'Bons', refund: 'Erstattungen' };
export const RETRY_ERROR = 'Erneuter Versand konnte nicht angestoßen werden.';

/** Asks the worker to try waiting or failed jobs now (all of a kind, or one order's of a kind). */
export function retryOutbox(filter: { kind: OutboxKind; orderId?: number }): Promise<unknown> {
  return api.post('/admin/outbox/retry', filter, { auth: true });
}

function useOutboxCounts(): OutboxCounts | null {
  const { subscribe, onConnect } = useAdminSession();
  const [counts, setCounts] = useState<OutboxCounts | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      api.get<{ counts: OutboxCounts }>('/admin/outbox', { auth: true }).then(
        (reply) => active && setCounts(reply.counts),
        () => undefined,
      );
    void load();
    const offEvent = subscribe(SOCKET_EVENTS.outboxStatus, setCounts);
    const offConnect = onConnect(() => void load());
    return () => {
      active = false;
      offEvent();
      offConnect();
    };
  }, [subscribe, onConnect]);
  return counts;
}

/**
 * Mails, tickets and refunds that wait for the other side (being retried) or failed for good:
 * shown on the board only while there are any, with a button to try again at once.
 */
export function OutboxPanel() {
  const counts = useOutboxCounts();
  const [error, setError] = useState<string | null>(null);
  if (!counts) return null;
  const kinds = (Object.keys(KIND_LABELS) as OutboxKind[]).filter((kind) => counts[kind].waiting + counts[kind].failed > 0);
  if (kinds.length === 0) return null;
  const retry = (kind: OutboxKind) => {
    setError(null);
    retryOutbox({ kind }).catch(() => setError(RETRY_ERROR));
  };
  return (
    <section className="outbox-panel" aria-label="Warteschlange">
      <ul>
        {kinds.map((kind) => (
          <li key={kind} className={counts[kind].failed > 0 ? 'is-failed' : undefined}>
            <span>
              {KIND_LABELS[kind]}: {counts[kind].waiting > 0 && `${counts[kind].waiting} wartend`}
              {counts[kind].waiting > 0 && counts[kind].failed > 0 && ', '}
              {counts[kind].failed > 0 && `${counts[kind].failed} fehlgeschlagen`}
            </span>
            <button type="button" onClick={() => retry(kind)}>
              Erneut versuchen
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
