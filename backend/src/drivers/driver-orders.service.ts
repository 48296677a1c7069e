import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DRIVER_MESSAGES,
  ILLEGAL_TRANSITION_MESSAGE,
  canTransition,
  changeCents,
  fromCents,
  mapLink,
  type Clock,
  type DriverDelivery,
  type OrderDriver,
  type OrderRecord,
} from '@pizzeria/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { AdminUser } from '../admin/admin-user.entity';
import { CLOCK } from '../common/clock';
import type { DomainEventName } from '../events/domain-events';
import { EventBus } from '../events/event-bus';
import { OrderHistoryService, type OrderHistoryRecord } from '../orders/order-history.service';
import { OrderEntity } from '../orders/order.entity';
import { OrderMapper } from '../orders/order.mapper';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { OrderStore } from '../orders/order.store';

type DriverPatch = Partial<Pick<OrderEntity, 'driverId' | 'driverName' | 'dispatchedAt' | 'deliveredAt' | 'status' | 'completedAt'>>;
type DriverEvent = Extract<DomainEventName, 'order.driver-assigned' | 'order.dispatched' | 'order.completed'>;

/** What a step does to the locked order: its columns, its history row, and the event it publishes (none when nothing changed). */
interface DriverStep {
  patch: DriverPatch;
  history: Omit<OrderHistoryRecord, 'orderId' | 'actor'>;
  event: DriverEvent;
}

/** A driver only ever learns of their own deliveries: another's order is "not found", as an unknown one. */
function assertMayAct(actor: StaffSession, order: OrderEntity | null): asserts order is OrderEntity {
  // An unpaid PayPal order is not an order yet; staff never see it.
  if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
  if (actor.role === 'driver' && order.driverId !== actor.id) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
}

/** A delivery's way: assigned to a driver at the board, on its way, handed over (status abgeschlossen). */
@Injectable()
export class DriverOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: OrderStore,
    private readonly events: EventBus,
    private readonly history: OrderHistoryService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Only a confirmed delivery not yet on its way; `driverId` null takes it off its driver. */
  assign(orderId: number, driverId: number | null, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, async (order, manager) => {
      if (order.deliveryMethod !== 'lieferung') throw new ConflictException(DRIVER_MESSAGES.notDelivery);
      if (order.status !== 'bestätigt') throw new ConflictException(DRIVER_MESSAGES.notConfirmed);
      if (order.dispatchedAt) throw new ConflictException(DRIVER_MESSAGES.alreadyOnItsWay);
      const driver = driverId === null ? null : await manager.getRepository(AdminUser).findOneBy({ id: driverId, role: 'driver', active: true });
      if (driverId !== null && !driver) throw new BadRequestException(DRIVER_MESSAGES.unknownDriver);
      if ((driver?.id ?? null) === order.driverId) return null;
      return {
        patch: { driverId: driver?.id ?? null, driverName: driver?.username ?? null },
        history: { action: 'assign', from: order.driverName, to: driver?.username ?? null },
        event: 'order.driver-assigned',
      };
    });
  }

  dispatch(orderId: number, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, (order) => {
      if (order.status !== 'bestätigt' || order.dispatchedAt) throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      if (order.driverId === null) throw new ConflictException(DRIVER_MESSAGES.noDriver);
      return Promise.resolve({
        patch: { dispatchedAt: this.clock.now() },
        history: { action: 'dispatch', from: order.status, to: 'unterwegs' },
        event: 'order.dispatched',
      });
    });
  }

  /** Handed over: the order is completed, and its cash counts on the driver's service day of this moment. */
  deliver(orderId: number, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, (order) => {
      if (!canTransition(order.status, 'abgeschlossen')) throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      if (!order.dispatchedAt) throw new ConflictException(DRIVER_MESSAGES.notOnItsWay);
      const now = this.clock.now();
      return Promise.resolve({
        patch: { status: 'abgeschlossen', deliveredAt: now, completedAt: now },
        history: { action: 'deliver', from: 'unterwegs', to: 'abgeschlossen' },
        event: 'order.completed',
      });
    });
  }

  async activeDrivers(): Promise<OrderDriver[]> {
    const drivers = await this.dataSource.getRepository(AdminUser).find({ where: { role: 'driver', active: true }, order: { username: 'ASC' } });
    return drivers.map((driver) => ({ id: driver.id, name: driver.username }));
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

  /**
   * Runs one step under the order's row lock, so two phones cannot both act on the old state. The
   * history row (with the change log entry) commits with the change; the event is pushed after it.
   */
  private step(orderId: number, actor: StaffSession, decide: (order: OrderEntity, manager: EntityManager) => Promise<DriverStep | null>): Promise<OrderRecord> {
    return this.events.transaction(async (tx) => {
      const { manager } = tx;
      const order = await this.store.lockById(manager, orderId);
      assertMayAct(actor, order);
      const step = await decide(order, manager);
      if (step) await manager.update(OrderEntity, { id: orderId }, step.patch);
      const record = OrderMapper.toRecord((await this.store.findById(orderId, manager)) as OrderEntity);
      if (!step) return record;
      await this.history.record(manager, { orderId, actor: actor.username, ...step.history });
      await tx.publish(step.event, { order: record });
      return record;
    });
  }
}

function toDelivery(order: OrderEntity): DriverDelivery {
  const paidAlready = order.paymentMethod === 'paypal' && order.paymentStatus === 'bezahlt';
  const change = order.paymentMethod === 'cash' ? changeCents(order.totalCents, order.payWithCents) : null;
  return {
    orderId: order.id,
    estimatedAt: order.estimatedAt ? order.estimatedAt.toISOString() : null,
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
