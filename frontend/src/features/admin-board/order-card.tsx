import { memo } from 'react';
import { formatEuro, showsCompleteArrow, toCents, type OrderRecord } from '@pizzeria/domain';
import { customerName, deliveryLabel, formatCalendarDate, formatShopDayTime, itemSummary, paymentLabel } from '../admin/order-labels';

interface Props {
  order: OrderRecord;
  /** Today's shop calendar date `YYYY-MM-DD`: times of other days carry their date. */
  today: string;
  /** A status change made here that the server has not stored yet. */
  saving?: boolean;
  onOpen: (order: OrderRecord) => void;
  onComplete: (order: OrderRecord) => void;
}

/** What the column needs to know about time: the promise of a confirmed order, the wish of a pending one. */
function timing(order: OrderRecord, today: string): string | null {
  if (order.order_status === 'bestätigt' && order.estimated_at) return `Fertig ${formatShopDayTime(order.estimated_at, today)}`;
  if (order.order_status !== 'ausstehend' || !/^\d{2}:\d{2}$/.test(order.desiredDeliveryTime)) return null;
  const otherDay = order.desiredDeliveryDate !== today;
  return `Wunsch ${otherDay ? `${formatCalendarDate(order.desiredDeliveryDate)} ` : ''}${order.desiredDeliveryTime}`;
}

/**
 * One order on the board: number, time, customer, what was ordered and the total; the card opens
 * the details, the arrow finishes a confirmed order. Memoised: a poll re-renders only changed cards.
 */
export const OrderCard = memo(function OrderCard({ order, today, saving = false, onOpen, onComplete }: Props) {
  const when = timing(order, today);
  return (
    <article className={`order-card order-card--${order.order_status}`} aria-label={`Bestellung #${order.order_id}`}>
      <button type="button" className="order-card__open" onClick={() => onOpen(order)}>
        <span className="order-card__top">
          <span className="order-card__number">#{order.order_id}</span>
          <span>{formatShopDayTime(order.order_date, today)}</span>
        </span>
        <span className="order-card__name">{customerName(order)}</span>
        <span className="order-card__items">{itemSummary(order.product_details)}</span>
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
});
