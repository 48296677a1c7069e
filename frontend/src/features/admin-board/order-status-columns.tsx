import { useState } from 'react';
import { ORDER_STATUSES, type OrderRecord, type OrdersByStatus, type OrderStatus } from '@pizzeria/domain';
import { STATUS_LABELS } from '../admin/order-labels';
import { OrderCard } from './order-card';
import { useMediaQuery } from './use-media-query';

interface Props {
  groups: OrdersByStatus;
  /** Orders whose status change made here is not stored by the server yet. */
  saving: ReadonlySet<number>;
  onOpen: (order: OrderRecord) => void;
  onComplete: (order: OrderRecord) => void;
}

function OrderList({ orders, saving, onOpen, onComplete }: { orders: OrderRecord[] } & Omit<Props, 'groups'>) {
  if (orders.length === 0) return <p className="board-column__empty">Keine Bestellungen</p>;
  return (
    <ul className="board-column__list">
      {orders.map((order) => (
        <li key={order.order_id}>
          <OrderCard order={order} saving={saving.has(order.order_id)} onOpen={onOpen} onComplete={onComplete} />
        </li>
      ))}
    </ul>
  );
}

/** The four statuses side by side on desktop; as tabs where the screen is narrower. */
export function OrderStatusColumns({ groups, saving, onOpen, onComplete }: Props) {
  const narrow = useMediaQuery('(max-width: 1100px)');
  const [tab, setTab] = useState<OrderStatus>('ausstehend');

  if (!narrow) {
    return (
      <div className="board-columns">
        {ORDER_STATUSES.map((status) => (
          <section key={status} className={`board-column board-column--${status}`} aria-labelledby={`column-${status}`}>
            <h2 id={`column-${status}`} className="board-column__title">
              {STATUS_LABELS[status]} <span className="board-column__count">{groups[status].length}</span>
            </h2>
            <OrderList orders={groups[status]} saving={saving} onOpen={onOpen} onComplete={onComplete} />
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
        <OrderList orders={groups[tab]} saving={saving} onOpen={onOpen} onComplete={onComplete} />
      </div>
    </div>
  );
}
