import { formatEuroAmount, ORDER_CHANNEL_LABELS } from '@pizzeria/domain';
import { deliveryLabel, desiredTimeLabel, formatShopDateTime, itemSummary, STATUS_LABELS } from '../../staff/order-labels';
import { pageCount, type Overview, type OverviewOrder } from './overview-data';

/** Due: the promised time once confirmed, else the customer's wish. */
function dueLabel(order: OverviewOrder): string {
  return order.estimatedAt ? formatShopDateTime(order.estimatedAt) : desiredTimeLabel(order);
}

function Pager({ overview, onPage }: { overview: Overview; onPage: (page: number) => void }) {
  const pages = pageCount(overview);
  if (pages <= 1) return null;
  return (
    <nav className="overview-pager" aria-label="Seiten">
      <button type="button" className="btn btn-secondary" disabled={overview.page <= 1} onClick={() => onPage(overview.page - 1)}>
        Zurück
      </button>
      <span aria-live="polite">
        Seite {overview.page} von {pages}
      </span>
      <button type="button" className="btn btn-secondary" disabled={overview.page >= pages} onClick={() => onPage(overview.page + 1)}>
        Weiter
      </button>
    </nav>
  );
}

/** One page of the period's orders with customer, channel, fulfilment and due time. */
export function OverviewOrdersTable({ overview, onPage }: { overview: Overview; onPage: (page: number) => void }) {
  if (overview.ordersTotal === 0) return <p className="overview-empty">Keine Bestellungen im gewählten Zeitraum.</p>;
  return (
    <>
      <p className="overview-count">{overview.ordersTotal} Bestellungen</p>
      <div className="overview-table-wrap">
        <table className="overview-table">
          <thead>
            <tr>
              <th scope="col">Nr.</th>
              <th scope="col">Status</th>
              <th scope="col">Bestellt</th>
              <th scope="col">Kunde</th>
              <th scope="col">Kanal</th>
              <th scope="col">Art</th>
              <th scope="col">Fällig</th>
              <th scope="col">Artikel</th>
              <th scope="col" className="overview-table__money">
                Betrag
              </th>
            </tr>
          </thead>
          <tbody>
            {overview.orders.map((order) => (
              <tr key={order.id}>
                <td>#{order.id}</td>
                <td>
                  <span className={`status-pill status-pill--${order.status}`}>{STATUS_LABELS[order.status]}</span>
                </td>
                <td>{formatShopDateTime(order.orderDate)}</td>
                <td>{order.customerName}</td>
                <td>{ORDER_CHANNEL_LABELS[order.channel]}</td>
                <td>{deliveryLabel(order)}</td>
                <td>{dueLabel(order)}</td>
                <td>{itemSummary(order.orderDetails)}</td>
                <td className="overview-table__money">{formatEuroAmount(order.totalRevenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager overview={overview} onPage={onPage} />
    </>
  );
}
