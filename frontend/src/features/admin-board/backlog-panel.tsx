import { ASAP, formatEuroAmount, type OrderRecord } from '@pizzeria/domain';
import { customerName, desiredTimeLabel, formatShopDayTime } from '../../staff/order-labels';

interface Props {
  orders: readonly OrderRecord[];
  /** Today's shop calendar date `YYYY-MM-DD`. */
  today: string;
  onOpen: (order: OrderRecord) => void;
  onDismiss: () => void;
}

/**
 * The orders that were waiting when this screen was opened, announced once as one list instead of a
 * popup each: staff work through them from here (or the column) while the board stays usable. An
 * order leaves the list as soon as it is accepted or cancelled, here or on another device.
 */
export function BacklogPanel({ orders, today, onOpen, onDismiss }: Props) {
  if (orders.length === 0) return null;
  const heading = orders.length === 1 ? '1 Bestellung wartet auf Annahme' : `${orders.length} Bestellungen warten auf Annahme`;
  return (
    <section className="backlog-panel" aria-labelledby="backlog-heading">
      <header className="backlog-panel__header">
        <h2 id="backlog-heading">{heading}</h2>
        <button type="button" className="admin-button" onClick={onDismiss}>
          Liste ausblenden
        </button>
      </header>
      <ul className="backlog-panel__list">
        {orders.map((order) => (
          <li key={order.order_id}>
            <button type="button" className="backlog-panel__order" onClick={() => onOpen(order)}>
              <strong>#{order.order_id}</strong>
              <span>{formatShopDayTime(order.order_date, today)}</span>
              <span>{customerName(order)}</span>
              {order.desiredDeliveryTime !== ASAP && <span>Wunsch {desiredTimeLabel(order, today)}</span>}
              <span className="backlog-panel__total">{formatEuroAmount(order.order_total)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
