import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { changeCents, fromCents, mapLink, type DriverDelivery, type OrderRecord } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { DomainEventName } from '../events/domain-events';
import type { EventTransaction } from '../events/event-bus';
import { OrderHistoryService, type OrderHistoryRecord } from './order-history.service';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { OrderStore } from './order.store';

/** What the drivers' rules look at on a locked delivery. */
export type DeliveryOrder = Pick<
  OrderEntity,
  'id' | 'deliveryMethod' | 'status' | 'paymentStatus' | 'estimatedAt' | 'dispatchedAt' | 'deliveredAt' | 'driverId' | 'driverName'
>;

/** What one of a driver's steps writes to the order row, its history row, and the event it publishes. */
export interface DriverStep {
  patch: Partial<Pick<OrderEntity, 'driverId' | 'driverName' | 'dispatchedAt' | 'deliveredAt' | 'status' | 'completedAt'>>;
  history: Omit<OrderHistoryRecord, 'orderId' | 'actor'>;
  event: Extract<DomainEventName, 'order.driver-assigned' | 'order.dispatched' | 'order.completed'>;
}

/** A driver's handed-over deliveries of one service day, in cents, named as the orders name their driver. */
export interface DriverDayFigures {
  driver_id: number;
  name: string;
  orders: number;
  cash_cents: number;
  card_cents: number;
  paypal_cents: number;
}

/**
 * Handed over within the service day (from the owner's dayBoundary to the next day's), completed and
 * not cancelled since: a delivery at 00:40 counts for the evening before.
 */
const FIGURES_SQL = `
  SELECT driver_id, max(driver_name) AS name, count(*)::int AS orders,
         coalesce(sum(total_cents) FILTER (WHERE payment_method = 'cash'), 0)::int AS cash_cents,
         coalesce(sum(total_cents) FILTER (WHERE payment_method = 'card'), 0)::int AS card_cents,
         coalesce(sum(total_cents) FILTER (WHERE payment_method = 'paypal'), 0)::int AS paypal_cents
    FROM orders
   WHERE delivered_at >= $1 AND delivered_at < $2 AND status = 'abgeschlossen' AND driver_id IS NOT NULL`;

/**
 * The order rows of deliveries as the drivers module works with them (its rules decide, this writes):
 * a step under the order's row lock, a driver's open deliveries, a service day's handed-over ones.
 */
@Injectable()
export class OrderDeliveries {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: OrderStore,
    private readonly history: OrderHistoryService,
  ) {}

  /** The order locked (SELECT … FOR UPDATE) until `manager`'s transaction ends, so two phones cannot both act on the old state. */
  lockForStep(manager: EntityManager, orderId: number): Promise<DeliveryOrder | null> {
    return this.store.lockById(manager, orderId);
  }

  /**
   * Writes a step decided on the locked order in the same transaction: its columns, its history row
   * (with the change log entry) and its event, pushed after the commit. Without a step nothing
   * changes; either way the order as it now is comes back.
   */
  async recordStep(tx: EventTransaction, orderId: number, actor: string, step: DriverStep | null): Promise<OrderRecord> {
    const { manager } = tx;
    if (step) await manager.update(OrderEntity, { id: orderId }, step.patch);
    const record = OrderMapper.toRecord((await this.store.findById(orderId, manager)) as OrderEntity);
    if (!step) return record;
    await this.history.record(manager, { orderId, actor, ...step.history });
    await tx.publish(step.event, { order: record });
    return record;
  }

  /** The driver's open deliveries, the one due first on top. */
  async openDeliveries(driverId: number): Promise<DriverDelivery[]> {
    const ids = (await this.dataSource.query(
      `SELECT id FROM orders WHERE driver_id = $1 AND status = 'bestätigt' AND delivery_method = 'lieferung'
       ORDER BY estimated_at ASC NULLS LAST, id ASC`,
      [driverId],
    )) as { id: number }[];
    const orders = await Promise.all(ids.map(({ id }) => this.store.findById(id)));
    return orders.filter((order): order is OrderEntity => order !== null).map(toDelivery);
  }

  /** How many deliveries the driver holds that are not handed over yet and due before `until` (or have no time). */
  async openCount(manager: EntityManager, driverId: number, until: Date): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS n FROM orders
        WHERE driver_id = $1 AND status = 'bestätigt' AND delivery_method = 'lieferung' AND (estimated_at IS NULL OR estimated_at < $2)`,
      [driverId, until],
    )) as { n: number }[];
    return row.n;
  }

  /** Each driver's deliveries handed over in [from, until), or only `driverId`'s. */
  async handedOver(manager: EntityManager, from: Date, until: Date, driverId?: number): Promise<DriverDayFigures[]> {
    const oneDriver = driverId === undefined ? '' : ' AND driver_id = $3';
    return (await manager.query(`${FIGURES_SQL}${oneDriver} GROUP BY driver_id`, driverId === undefined ? [from, until] : [from, until, driverId])) as DriverDayFigures[];
  }
}

function toDelivery(order: OrderEntity): DriverDelivery {
  const paidAlready = order.paymentMethod === 'paypal' && order.paymentStatus === 'bezahlt';
  const change = order.paymentMethod === 'cash' ? changeCents(order.totalCents, order.payWithCents) : null;
  return {
    orderId: order.id,
    estimatedAt: order.estimatedAt ? order.estimatedAt.toISOString() : null,
    kitchenReadyAt: order.kitchenReadyAt ? order.kitchenReadyAt.toISOString() : null,
    dispatchedAt: order.dispatchedAt ? order.dispatchedAt.toISOString() : null,
    name: `${order.firstName} ${order.lastName}`.trim(),
    company: order.company,
    street: order.street,
    house_number: order.houseNumber,
    postalCode: order.postalCode,
    city: order.city,
    mapUrl: mapLink({ street: order.street, house_number: order.houseNumber, postalCode: order.postalCode, city: order.city }),
    phone: order.phone,
    messageToDriver: order.messageToDriver,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    total: fromCents(order.totalCents),
    toCollect: paidAlready ? 0 : fromCents(order.totalCents),
    payWith: order.payWithCents === null || order.paymentMethod !== 'cash' ? null : fromCents(order.payWithCents),
    change: change === null ? null : fromCents(change),
  };
}
