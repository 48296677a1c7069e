import { useQuery } from '@tanstack/react-query';
import { ORDER_CHANNEL_LABELS, ORDER_HISTORY_LABELS, historyStateLabel, type OrderHistoryEntry, type OrderRecord } from '@pizzeria/domain';
import { api, messageOf } from '../../lib/api-client';
import { formatShopDateTime, formatShopTime } from '../../staff/order-labels';
import { staffKeys } from '../../staff/staff-keys';

function detailText(entry: OrderHistoryEntry): string | null {
  const details = entry.details ?? {};
  if (entry.action === 'confirm' && typeof details.deliveryTime === 'string') {
    return typeof details.eta === 'string' ? `${details.deliveryTime}, fertig um ${formatShopTime(details.eta)}` : details.deliveryTime;
  }
  if (entry.action === 'refund' && typeof details.amount === 'number') return `${details.amount.toFixed(2).replace('.', ',')} €`;
  return null;
}

/**
 * "Verlauf" in the order dialog: when and where the order came in, then who confirmed, printed,
 * completed, cancelled or refunded it, when, from which state to which and why
 * (GET /api/admin/orders/{id}/history). Loaded again when
 * the order changes on the board, so a change made on another screen shows here too, and after a
 * print from this screen (the print mutation invalidates it).
 */
export function OrderHistory({ order }: { order: OrderRecord }) {
  const changeKey = `${order.order_status}|${order.refundStatus ?? ''}|${order.delivery_time ?? ''}|${order.cancelReason ?? ''}`;
  const { data: entries, error: failure } = useQuery({
    queryKey: [...staffKeys.orderHistory(order.order_id), changeKey],
    queryFn: async () => (await api.get<{ history: OrderHistoryEntry[] }>(`/admin/orders/${order.order_id}/history`, { auth: true })).history,
    placeholderData: (previous) => previous,
  });
  const error = !failure ? '' : messageOf(failure, 'Verlauf nicht geladen: keine Verbindung zum Server.');

  return (
    <section className="order-details__section order-history" aria-label="Verlauf">
      <h3>Verlauf</h3>
      {error && <p className="order-history__error">{error}</p>}
      <ol className="order-history__list">
        <li>
          <time dateTime={order.order_date}>{formatShopDateTime(order.order_date)}</time> · <strong>Eingegangen</strong> · {ORDER_CHANNEL_LABELS[order.channel]}
        </li>
        {entries?.map((entry) => {
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
    </section>
  );
}
