import { useEffect, useState } from 'react';
import { ORDER_HISTORY_LABELS, historyStateLabel, type OrderHistoryEntry, type OrderRecord } from '@pizzeria/domain';
import { api, ApiError } from '../../lib/api-client';
import { formatShopDateTime, formatShopTime } from '../../staff/order-labels';

function detailText(entry: OrderHistoryEntry): string | null {
  const details = entry.details ?? {};
  if (entry.action === 'confirm' && typeof details.deliveryTime === 'string') {
    return typeof details.eta === 'string' ? `${details.deliveryTime}, fertig um ${formatShopTime(details.eta)}` : details.deliveryTime;
  }
  if (entry.action === 'refund' && typeof details.amount === 'number') return `${details.amount.toFixed(2).replace('.', ',')} €`;
  return null;
}

/**
 * "Verlauf" in the order dialog: who confirmed, printed, completed, cancelled or refunded the order,
 * when, from which state to which and why (GET /api/admin/orders/{id}/history). Loaded again when
 * the order changes on the board, so a change made on another screen shows here too.
 */
export function OrderHistory({ order }: { order: OrderRecord }) {
  const [entries, setEntries] = useState<OrderHistoryEntry[] | null>(null);
  const [error, setError] = useState('');
  const changeKey = `${order.order_status}|${order.refundStatus ?? ''}|${order.delivery_time ?? ''}|${order.cancelReason ?? ''}`;

  useEffect(() => {
    let active = true;
    api.get<{ history: OrderHistoryEntry[] }>(`/admin/orders/${order.order_id}/history`, { auth: true }).then(
      (reply) => {
        if (!active) return;
        setEntries(reply.history);
        setError('');
      },
      (e: unknown) => active && setError(e instanceof ApiError ? e.message : 'Verlauf nicht geladen: keine Verbindung zum Server.'),
    );
    return () => {
      active = false;
    };
  }, [order.order_id, changeKey]);

  return (
    <section className="order-details__section order-history" aria-label="Verlauf">
      <h3>Verlauf</h3>
      {error && <p className="order-history__error">{error}</p>}
      {entries?.length === 0 && <p className="order-history__empty">Noch keine Aktion – eingegangen {formatShopDateTime(order.order_date)}.</p>}
      {entries && entries.length > 0 && (
        <ol className="order-history__list">
          {entries.map((entry) => {
            const detail = detailText(entry);
            const moved = entry.from !== entry.to;
            return (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time> · <strong>{ORDER_HISTORY_LABELS[entry.action]}</strong>
                {moved && ` (${historyStateLabel(entry.action, entry.from)} → ${historyStateLabel(entry.action, entry.to)})`} · {entry.actor}
                {detail && ` · ${detail}`}
                {entry.reason && <span className="order-history__reason"> · Grund: {entry.reason}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
