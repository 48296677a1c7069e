import { useQuery } from '@tanstack/react-query';
import { formatEuroAmount } from '@pizzeria/domain';
import { formatCalendarDate, formatShopTime } from '../../staff/order-labels';
import { DRIVER_POLL_MS, driverKeys, driversApi } from '../../staff/drivers-api';

/**
 * The driver's own shift at a glance: deliveries handed over this service day and the cash
 * collected for them, so the count at the counter holds no surprise; once settled, its result.
 */
export function DriverDay() {
  const day = useQuery({ queryKey: driverKeys.myDay, queryFn: driversApi.myDay, refetchInterval: DRIVER_POLL_MS });
  if (!day.data) return null;
  const { date, settlement } = day.data;
  const others = [
    ['Karte', settlement.cardTotal],
    ['PayPal', settlement.paypalTotal],
  ].filter(([, amount]) => amount !== 0) as [string, number][];
  return (
    <section className="driver-day" aria-labelledby="driver-day-title">
      <h2 id="driver-day-title">Meine Schicht ({formatCalendarDate(date)})</h2>
      <dl>
        <div>
          <dt>Zugestellt</dt>
          <dd>{settlement.orders === 1 ? '1 Lieferung' : `${settlement.orders} Lieferungen`}</dd>
        </div>
        <div>
          <dt>Bar kassiert</dt>
          <dd>
            <strong>{formatEuroAmount(settlement.cashDue)}</strong>
          </dd>
        </div>
        {others.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatEuroAmount(amount)}</dd>
          </div>
        ))}
      </dl>
      {settlement.closedAt !== null && (
        <p className="driver-day__closed">
          Abgerechnet um {formatShopTime(settlement.closedAt)} Uhr
          {settlement.difference ? ` – Differenz ${formatEuroAmount(settlement.difference)}` : ''}.
        </p>
      )}
    </section>
  );
}
