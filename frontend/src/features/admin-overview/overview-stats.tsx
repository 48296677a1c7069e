import { formatEuro, formatEuroAmount, ORDER_STATUSES } from '@pizzeria/domain';
import { STATUS_LABELS } from '../../staff/order-labels';
import type { Overview } from './overview-data';

function Stat({ label, value, testId, className = '' }: { label: string; value: string | number; testId: string; className?: string }) {
  return (
    <div className={`overview-stat ${className}`}>
      <span className="overview-stat__label">{label}</span>
      <span className="overview-stat__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

/** Revenue of accepted orders, pending money apart, the counts per status, and net and VAT per rate. */
export function OverviewStats({ overview }: { overview: Overview }) {
  return (
    <>
      <section className="overview-stats" aria-label="Kennzahlen">
        <Stat label="Umsatz (bestätigt + abgeschlossen)" value={formatEuroAmount(overview.totalRevenue)} testId="overview-revenue" className="overview-stat--revenue" />
        <Stat label="Noch offen (ausstehend)" value={formatEuroAmount(overview.pendingRevenue)} testId="overview-pending" className="status-pill--ausstehend" />
        {ORDER_STATUSES.map((status) => (
          <Stat key={status} label={STATUS_LABELS[status]} value={overview.orderStats[status]} testId={`overview-count-${status}`} className={`status-pill--${status}`} />
        ))}
      </section>
      {overview.vat.length > 0 && (
        <table className="overview-vat" aria-label="Umsatzsteuer">
          <thead>
            <tr>
              <th scope="col">MwSt.-Satz</th>
              <th scope="col">Netto</th>
              <th scope="col">MwSt.</th>
              <th scope="col">Brutto</th>
            </tr>
          </thead>
          <tbody>
            {overview.vat.map((part) => (
              <tr key={part.rate}>
                <th scope="row">{part.rate} %</th>
                <td>{formatEuro(part.netCents)}</td>
                <td>{formatEuro(part.vatCents)}</td>
                <td>{formatEuro(part.grossCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
