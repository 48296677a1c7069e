import { useState } from 'react';
import { ORDER_STATUSES, type OrderRecord, type OrdersByStatus, type OrderStatus } from '@pizzeria/domain';
import { useMediaQuery } from '../../components/use-media-query';
import { STATUS_LABELS } from '../../staff/order-labels';
import { OrderCard } from './order-card';

/** Finished and cancelled orders pile up over a service day; their columns show this many cards, more on request. */
export const HISTORY_PAGE_SIZE = 20;
const HISTORY: readonly OrderStatus[] = ['abgeschlossen', 'storniert'];

interface Props {
  groups: OrdersByStatus;
  /** Today's shop calendar date `YYYY-MM-DD`. */
  today: string;
  /** Orders whose status change made here is not stored by the server yet. */
  saving: ReadonlySet<number>;
  /** Orders completed here whose undo window is still open. */
  finishing?: ReadonlySet<number>;
  onOpen: (order: OrderRecord) => void;
  onComplete: (order: OrderRecord) => void;
  onUndo?: (orderId: number) => void;
}

function OrderList({ status, orders, today, saving, finishing, onOpen, onComplete, onUndo }: { status: OrderStatus; orders: OrderRecord[] } & Omit<Props, 'groups'>) {
  const [limit, setLimit] = useState(HISTORY_PAGE_SIZE);
  if (orders.length === 0) return <p className="board-column__empty">Keine Bestellungen</p>;
  const shown = HISTORY.includes(status) ? orders.slice(0, limit) : orders;
  const hidden = orders.length - shown.length;
  return (
    <>
      <ul className="board-column__list">
        {shown.map((order) => (
          <li key={order.order_id}>
            <OrderCard
              order={order}
              today={today}
              saving={saving.has(order.order_id)}
              finishing={finishing?.has(order.order_id)}
              onOpen={onOpen}
              onComplete={onComplete}
              onUndo={onUndo}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="admin-button board-column__more" onClick={() => setLimit(limit + HISTORY_PAGE_SIZE)}>
          Mehr anzeigen (noch {hidden})
        </button>
      )}
    </>
  );
}

/**
 * The four statuses side by side from a tablet’s width (900 px) on, each column scrolling on its own under its heading;
 * as tabs that stay in reach while scrolling where the screen is narrower.
 */
export function OrderStatusColumns({ groups, ...list }: Props) {
  const narrow = useMediaQuery('(max-width: 899px)');
  const [tab, setTab] = useState<OrderStatus>('ausstehend');

  if (!narrow) {
    return (
      <div className="board-columns">
        {ORDER_STATUSES.map((status) => (
          <section key={status} className={`board-column board-column--${status}`} aria-labelledby={`column-${status}`}>
            <h2 id={`column-${status}`} className="board-column__title">
              {STATUS_LABELS[status]} <span className="board-column__count">{groups[status].length}</span>
            </h2>
            <div className="board-column__scroll">
              <OrderList status={status} orders={groups[status]} {...list} />
            </div>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="board-tabs">
      <div role="tablist" aria-label="Bestellstatus" className="board-tabs__list">
        {ORDER_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            id={`tab-${status}`}
            aria-selected={tab === status}
            aria-controls="board-tab-panel"
            className={`board-tabs__tab board-tabs__tab--${status}`}
            onClick={() => setTab(status)}
          >
            {STATUS_LABELS[status]} <span className="board-column__count">{groups[status].length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id="board-tab-panel" aria-labelledby={`tab-${tab}`} className={`board-column board-column--${tab}`}>
        <OrderList key={tab} status={tab} orders={groups[tab]} {...list} />
      </div>
    </div>
  );
}
