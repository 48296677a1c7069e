import { formatEuro, showsCompleteArrow, toCents, zonedTime, type OrderRecord } from '@pizzeria/domain';
import { customerName, deliveryLabel, formatCalendarDate, formatShopTime, paymentLabel } from '../admin/order-labels';

interface Props {
  order: OrderRecord;
  /** A status change made here that the server has not stored yet. */
  saving?: boolean;
  onOpen: (order: OrderRecord) => void;
  onComplete: (order: OrderRecord) => void;
}

/** What the column needs to know about time: the promise of a confirmed order, the wish of a pending one. */
function timing(order: OrderRecord): string | null {
  if (order.order_status === 'bestätigt' && order.estimated_at) return `Fertig ${formatShopTime(order.estimated_at)}`;
  if (order.order_status !== 'ausstehend' || !/^\d{2}:\d{2}$/.test(order.desiredDeliveryTime)) return null;
  const sameDay = zonedTime(new Date(order.order_date)).date === order.desiredDeliveryDate;
  return `Wunsch ${sameDay ? '' : `${formatCalendarDate(order.desiredDeliveryDate)} `}${order.desiredDeliveryTime}`;
}

/** One order on the board; the card opens the details, the arrow finishes a confirmed order. */
export function OrderCard({ order, saving = false, onOpen, onComplete }: Props) {
  const when = timing(order);
  return (
    <article className={`order-card order-card--${order.order_status}`} aria-label={`Bestellung #${order.order_id}`}>
      <button type="button" className="order-card__open" onClick={() => onOpen(order)}>
        <span className="order-card__top">
          <span className="order-card__number">#{order.order_id}</span>
          <span>{formatShopTime(order.order_date)}</span>
        </span>
        <span className="order-card__name">{customerName(order)}</span>
        <span className="order-card__meta">
          <span className={`order-card__method order-card__method--${order.deliveryMethod}`}>{deliveryLabel(order)}</span>
          <span>{paymentLabel(order)}</span>
        </span>
        <span className="order-card__bottom">
          <span className="order-card__total">{formatEuro(toCents(order.order_total))}</span>
          {when && <span className="order-card__when">{when}</span>}
        </span>
        {saving && <span className="order-card__saving">wird gespeichert…</span>}
      </button>
      {showsCompleteArrow(order.order_status) && (
        <button
          type="button"
          className="order-card__arrow"
          aria-label={`Bestellung #${order.order_id} abschließen`}
          onClick={() => onComplete(order)}
        >
          →
        </button>
      )}
    </article>
  );
}
