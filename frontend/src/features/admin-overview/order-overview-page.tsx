import { useState } from 'react';
import { formatEuro, ORDER_STATUSES, toCents, zonedTime } from '@pizzeria/domain';
import { useDocumentTitle } from '../admin/use-document-title';
import { FETCH_ORDERS_ERROR } from '../admin-board/admin-orders-api';
import { formatShopDateTime, itemSummary, STATUS_LABELS } from '../admin/order-labels';
import { type DateFilter, type OverviewOrder } from './overview-data';
import { RevenueChart } from './revenue-chart';
import { useOrdersOverview } from './use-orders-overview';
import './order-overview.css';

const FILTERS: { value: DateFilter; label: string }[] = [
  { value: 'total', label: 'Gesamt' },
  { value: 'today', label: 'Heute' },
  { value: 'custom', label: 'Datum' },
];

function DateFilterControls({
  filter,
  customDate,
  onFilter,
  onDate,
}: {
  filter: DateFilter;
  customDate: string;
  onFilter: (f: DateFilter) => void;
  onDate: (d: string) => void;
}) {
  return (
    <div className="overview-filter">
      <div role="group" aria-label="Zeitraum" className="overview-filter__buttons">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="overview-filter__button"
            aria-pressed={filter === f.value}
            onClick={() => onFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>
      <label className="overview-filter__date">
        <span>Datum wählen</span>
        <input
          type="date"
          value={customDate}
          onChange={(e) => {
            onDate(e.target.value);
            if (e.target.value) onFilter('custom');
          }}
        />
      </label>
    </div>
  );
}

function OrdersTable({ orders }: { orders: OverviewOrder[] }) {
  if (orders.length === 0) return <p className="overview-empty">Keine Bestellungen im gewählten Zeitraum.</p>;
  return (
    <div className="overview-table-wrap">
      <table className="overview-table">
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Status</th>
            <th scope="col">Datum</th>
            <th scope="col">Artikel</th>
            <th scope="col" className="overview-table__money">
              Betrag
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>#{order.id}</td>
              <td>
                <span className={`status-pill status-pill--${order.status}`}>{STATUS_LABELS[order.status]}</span>
              </td>
              <td>{order.orderDate ? formatShopDateTime(order.orderDate) : ''}</td>
              <td>{itemSummary(order.orderDetails)}</td>
              <td className="overview-table__money">{formatEuro(toCents(order.totalRevenue))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bestellübersicht: counts per status, revenue, a chart and the orders of the chosen period. */
export default function OrderOverviewPage() {
  const [filter, setFilter] = useState<DateFilter>('today');
  const [customDate, setCustomDate] = useState(() => zonedTime(new Date()).date);
  const { overview, failed } = useOrdersOverview(filter, customDate);
  useDocumentTitle('Bestellübersicht');

  return (
    <div className="overview">
      <header className="admin-page-header">
        <h1>Bestellübersicht</h1>
      </header>
      <DateFilterControls filter={filter} customDate={customDate} onFilter={setFilter} onDate={setCustomDate} />
      {failed && (
        <p className="overview-error" role="alert">
          {FETCH_ORDERS_ERROR}
        </p>
      )}
      {overview && (
        <>
          <section className="overview-stats" aria-label="Kennzahlen">
            <div className="overview-stat overview-stat--revenue">
              <span className="overview-stat__label">Umsatz</span>
              <span className="overview-stat__value" data-testid="overview-revenue">
                {formatEuro(toCents(overview.totalRevenue))}
              </span>
            </div>
            {ORDER_STATUSES.map((status) => (
              <div key={status} className={`overview-stat status-pill--${status}`}>
                <span className="overview-stat__label">{STATUS_LABELS[status]}</span>
                <span className="overview-stat__value" data-testid={`overview-count-${status}`}>
                  {overview.orderStats[status]}
                </span>
              </div>
            ))}
          </section>
          {overview.series.length > 0 && <RevenueChart series={overview.series} />}
          <h2>Bestellungen</h2>
          <OrdersTable orders={overview.orders} />
        </>
      )}
    </div>
  );
}
