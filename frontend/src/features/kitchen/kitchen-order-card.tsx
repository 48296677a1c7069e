import { lineDetails, zonedTime, type OrderRecord } from '@pizzeria/domain';
import { channelBadge, customerName, deliveryLabel, formatCalendarDate, formatShopTime } from '../../staff/order-labels';
import { dueAt } from '../../staff/order-due';
import { staffTimeZone } from '../../staff/staff-clock';
import { timeLeft } from './kitchen-schedule';

/** open: waiting to be made; finishing: "Fertig" tapped, can still be undone; saving: sent, not yet stored by the server. */
export type TicketState = 'open' | 'finishing' | 'saving';

const STATE_LABELS: Record<Exclude<TicketState, 'open'>, string> = {
  finishing: 'Fertig gemeldet',
  saving: 'Fertig – wird gespeichert…',
};

interface Props {
  order: OrderRecord;
  now: number;
  state: TicketState;
  /** Just confirmed: highlighted for a while, so a glance at the wall shows what came in. */
  isNew: boolean;
  onDone: (order: OrderRecord) => void;
}

/** One ticket on the kitchen screen: when it is due, what to make, and the chef's message. */
export function KitchenOrderCard({ order, now, state, isNew, onDone }: Props) {
  const due = dueAt(order);
  const left = due === null ? null : timeLeft(due, now);
  const dueDay = due === null ? null : zonedTime(new Date(due), staffTimeZone()).date;
  const otherDay = dueDay !== null && dueDay !== zonedTime(new Date(now), staffTimeZone()).date;
  const urgency = left === null ? '' : left.overdue ? 'kitchen-card--overdue' : left.minutes <= 10 ? 'kitchen-card--soon' : '';
  const done = state === 'open' ? '' : 'kitchen-card--done';
  const driver = order.deliveryMethod === 'lieferung' ? order.driver?.name : undefined;

  return (
    <article className={`kitchen-card ${urgency} ${done} ${isNew ? 'kitchen-card--new' : ''}`} aria-label={`Bestellung #${order.order_id}`}>
      <header className="kitchen-card__head">
        <span className="kitchen-card__number">
          #{order.order_id}
          {isNew && <span className="kitchen-card__new">Neu</span>}
        </span>
        {channelBadge(order) && <span className="channel-badge">{channelBadge(order)}</span>}
        <span className={`kitchen-card__method kitchen-card__method--${order.deliveryMethod}`}>{deliveryLabel(order)}</span>
      </header>
      <p className="kitchen-card__due">
        {due === null ? (
          'Ohne Zeitangabe'
        ) : (
          <>
            {otherDay && <span className="kitchen-card__day">{formatCalendarDate(dueDay)}</span>}
            <span className="kitchen-card__time">{formatShopTime(due)}</span>
            <span className="kitchen-card__left">{left?.label}</span>
          </>
        )}
      </p>
      <p className="kitchen-card__customer">{customerName(order)}</p>
      {order.messageToChef && (
        <p className="kitchen-card__message">
          <span className="kitchen-card__message-label">Nachricht: </span>
          {order.messageToChef}
        </p>
      )}
      <ul className="kitchen-card__lines">
        {order.product_details.map((line, index) => (
          <li key={index}>
            <span className="kitchen-card__qty">{line.quantity}×</span>
            <span>
              <span className="kitchen-card__product">{line.productName}</span>
              {lineDetails(line).map((detail) => (
                <span key={detail} className="kitchen-card__detail">
                  {detail}
                </span>
              ))}
            </span>
          </li>
        ))}
      </ul>
      {/* Its "Fertig" reports it cooked; it ends with the driver's handover. */}
      {driver && <p className="kitchen-card__driver">Fährt {driver} aus</p>}
      {state === 'open' ? (
        <button type="button" className="kitchen-card__done" onClick={() => onDone(order)}>
          Fertig
        </button>
      ) : (
        <p className="kitchen-card__state" role="status">
          {STATE_LABELS[state]}
        </p>
      )}
    </article>
  );
}
