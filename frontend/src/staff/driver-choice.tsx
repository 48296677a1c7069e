import { useMutation, useQuery } from '@tanstack/react-query';
import type { OrderRecord } from '@pizzeria/domain';
import { messageOf } from '../lib/api-client';
import { driverKeys, driversApi } from './drivers-api';
import './driver-choice.css';

/**
 * A confirmed delivery's driver, on its board card: one tap per driver, the current one pressed,
 * tapping them again takes the delivery off them. Without one it asks "Fahrer wählen" over outlined
 * names, so a lone driver's name is not read as already assigned. Once on its way it only says who
 * has it. The board learns of the change by its push (order:updated) like of any other.
 */
export function DriverChoice({ order }: { order: OrderRecord }) {
  const drivers = useQuery({ queryKey: driverKeys.active, queryFn: driversApi.active, staleTime: 60_000 });
  const assign = useMutation({ mutationFn: (driverId: number | null) => driversApi.assign(order.order_id, driverId) });
  if (order.dispatchedAt) {
    return <p className="driver-choice driver-choice--away">Unterwegs mit {order.driver?.name ?? 'Fahrer'}</p>;
  }
  if (!drivers.data || drivers.data.length === 0) return null;
  const current = order.driver?.id ?? null;
  return (
    <div className={`driver-choice${current === null ? ' driver-choice--open' : ''}`} role="group" aria-label={`Fahrer für Bestellung #${order.order_id}`}>
      <span className="driver-choice__label" aria-hidden="true">
        {current === null ? 'Fahrer wählen:' : 'Fahrer:'}
      </span>
      {drivers.data.map((driver) => (
        <button
          key={driver.id}
          type="button"
          className="driver-choice__option"
          aria-pressed={current === driver.id}
          disabled={assign.isPending}
          onClick={() => assign.mutate(current === driver.id ? null : driver.id)}
        >
          {driver.name}
        </button>
      ))}
      {assign.error && (
        <p className="driver-choice__error" role="alert">
          {messageOf(assign.error)}
        </p>
      )}
    </div>
  );
}
