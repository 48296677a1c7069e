import { memo } from 'react';
import { formatEuroAmount, showsCompleteArrow, type OrderRecord } from '@pizzeria/domain';
import { DriverChoice } from '../../staff/driver-choice';
import { channelBadge, customerName, deliveryLabel, formatCalendarDate, formatShopDayTime, itemSummary, paymentLabel } from '../../staff/order-labels';

interface Props {
  order: OrderRecord;
  /** Today's shop calendar date `YYYY-MM-DD`: times of other days carry their date. */
  today: string;
  /** A status change made here that the server has not stored yet. */
  saving?: boolean;
  /** The arrow was clicked: completing waits for the undo window, the card stays where it is. */
  finishing?: boolean;
  onOpen: (order: OrderRecord) => void;
  onComplete: (order: OrderRecord) => void;
  onUndo?: (orderId: number) => void;
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
 * the details, the arrow finishes a confirmed order. A finished card stays in place, greyed, with
 * "Rückgängig" where the arrow was, until the undo window ends, so nothing moves under the pointer.
 * Memoised: a poll re-renders only changed cards.
 */
export const OrderCard = memo(function OrderCard({ order, today, saving = false, finishing = false, onOpen, onComplete, onUndo }: Props) {
  const when = timing(order, today);
  const unanswered = order.order_status === 'ausstehend' && order.escalated_at !== null;
  const channel = channelBadge(order);
  return (
    <article
      className={`order-card order-card--${order.order_status}${finishing ? ' order-card--finishing' : ''}${unanswered ? ' order-card--unanswered' : ''}`}
      aria-label={`Bestellung #${order.order_id}`}
    >
      <button type="button" className="order-card__open" onClick={() => onOpen(order)}>
        <span className="order-card__top">
          <span className="order-card__number">#{order.order_id}</span>
          {channel && <span className="channel-badge">{channel}</span>}
          <span>{formatShopDayTime(order.order_date, today)}</span>
        </span>
        <span className="order-card__name">{customerName(order)}</span>
        <span className="order-card__items">{itemSummary(order.product_details)}</span>
        <span className="order-card__meta">
          <span className={`order-card__method order-card__method--${order.deliveryMethod}`}>{deliveryLabel(order)}</span>
          <span>{paymentLabel(order)}</span>
        </span>
        <span className="order-card__bottom">
          <span className="order-card__total">{formatEuroAmount(order.order_total)}</span>
          {when && <span className="order-card__when">{when}</span>}
        </span>
        {unanswered && <span className="order-card__unanswered">Wartet zu lange – bitte sofort annehmen!</span>}
        {saving && <span className="order-card__saving">wird gespeichert…</span>}
        {/* The kitchen is done with a delivery a driver is still to take out: it must not wait on the pass. */}
        {order.order_status === 'bestätigt' && order.kitchenReadyAt && (
          <span className="order-card__ready">{order.driver ? 'Küche fertig – abholbereit' : 'Küche fertig – Fahrer zuweisen!'}</span>
        )}
      </button>
      {!finishing && order.order_status === 'bestätigt' && order.deliveryMethod === 'lieferung' && <DriverChoice order={order} />}
      {finishing && (
        <>
          {/* Keeps the arrow's room, so the card's text does not reflow. */}
          <span className="order-card__arrow" aria-hidden="true" />
          <button type="button" className="order-card__undo" onClick={() => onUndo?.(order.order_id)}>
            <span className="order-card__undo-note">Abgeschlossen</span>
            <span className="order-card__undo-action">Rückgängig</span>
          </button>
        </>
      )}
      {!finishing && showsCompleteArrow(order.order_status) && (
        <button type="button" className="order-card__arrow" aria-label={`Bestellung #${order.order_id} abschließen`} onClick={() => onComplete(order)}>
          →
        </button>
      )}
    </article>
  );
});
