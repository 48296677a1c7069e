import { useMutation, useQuery } from '@tanstack/react-query';
import type { OutboxCounts, OutboxKind } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { staffKeys } from '../../staff/staff-keys';

const KIND_LABELS: Record<OutboxKind, string> = { mail: 'E-Mails', print: 'Bons', refund: 'Erstattungen' };
export const RETRY_ERROR = 'Erneuter Versand konnte nicht angestoßen werden.';

/** Asks the worker to try waiting or failed jobs now (all of a kind, or one order's of a kind). */
export function retryOutbox(filter: { kind: OutboxKind; orderId?: number }): Promise<unknown> {
  return api.post('/admin/outbox/retry', filter, { auth: true });
}

/** Waiting and failed jobs per kind: GET /api/admin/outbox, then live (`outbox-status` through the socket bridge). */
function useOutboxCounts(): OutboxCounts | null {
  const { data } = useQuery({
    queryKey: staffKeys.outbox,
    queryFn: async () => (await api.get<{ counts: OutboxCounts }>('/admin/outbox', { auth: true })).counts,
  });
  return data ?? null;
}

/**
 * Mails, tickets and refunds that wait for the other side (being retried) or failed for good:
 * shown on the board only while there are any, with a button to try again at once.
 */
export function OutboxPanel() {
  const counts = useOutboxCounts();
  // The counts that follow come through the socket; the answer itself only says that the worker was asked.
  const retry = useMutation({ mutationFn: (kind: OutboxKind) => retryOutbox({ kind }) });
  if (!counts) return null;
  const kinds = (Object.keys(KIND_LABELS) as OutboxKind[]).filter((kind) => counts[kind].waiting + counts[kind].failed > 0);
  if (kinds.length === 0) return null;
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
            <button type="button" onClick={() => retry.mutate(kind)}>
              Erneut versuchen
            </button>
          </li>
        ))}
      </ul>
      {retry.isError && <p role="alert">{RETRY_ERROR}</p>}
    </section>
  );
}
