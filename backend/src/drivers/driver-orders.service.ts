import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DRIVER_MESSAGES, ILLEGAL_TRANSITION_MESSAGE, canTransition, type Clock, type DriverDelivery, type OrderDriver, type OrderRecord } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { StaffAccounts } from '../admin/staff-accounts.service';
import { CLOCK } from '../common/clock';
import { EventBus } from '../events/event-bus';
import { OrderDeliveries, type DeliveryOrder, type DriverStep } from '../orders/order-deliveries.service';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { SettlementsService } from './settlements.service';

/** A driver only ever learns of their own deliveries: another's order is "not found", as an unknown one. */
function assertMayAct(actor: StaffSession, order: DeliveryOrder | null): asserts order is DeliveryOrder {
  // An unpaid PayPal order is not an order yet; staff never see it.
  if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
  if (actor.role === 'driver' && order.driverId !== actor.id) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
}

/** A driver's tap on an order cancelled meanwhile (often sent late, from a phone without signal) says so. */
function refuseCancelled(order: DeliveryOrder): void {
  if (order.status === 'storniert') throw new ConflictException(DRIVER_MESSAGES.cancelled);
}

/** The earliest a delivery is handed over: now, or its later ETA (a pre-order for tomorrow). */
function handOverFrom(order: DeliveryOrder, now: Date): Date {
  return order.estimatedAt && order.estimatedAt > now ? order.estimatedAt : now;
}

/** A delivery's way: assigned to a driver at the board, on its way, handed over (status abgeschlossen). */
@Injectable()
export class DriverOrdersService {
  constructor(
    private readonly deliveries: OrderDeliveries,
    private readonly staff: StaffAccounts,
    private readonly events: EventBus,
    private readonly settlements: SettlementsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Only a confirmed delivery not yet on its way; `driverId` null takes it off its driver. */
  assign(orderId: number, driverId: number | null, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, async (order, manager) => {
      if (order.deliveryMethod !== 'lieferung') throw new ConflictException(DRIVER_MESSAGES.notDelivery);
      if (order.status !== 'bestätigt') throw new ConflictException(DRIVER_MESSAGES.notConfirmed);
      if (order.dispatchedAt) throw new ConflictException(DRIVER_MESSAGES.alreadyOnItsWay);
      const driver = driverId === null ? null : await this.staff.activeDriver(manager, driverId);
      if (driverId !== null && !driver) throw new BadRequestException(DRIVER_MESSAGES.unknownDriver);
      if ((driver?.id ?? null) === order.driverId) return null;
      if (driver) await this.settlements.assertNotSettled(manager, driver, handOverFrom(order, this.clock.now()));
      return {
        patch: { driverId: driver?.id ?? null, driverName: driver?.username ?? null },
        history: { action: 'assign', from: order.driverName, to: driver?.username ?? null },
        event: 'order.driver-assigned',
      };
    });
  }

  /**
   * A step already taken answers as done, unchanged: the phone sends a tap again when the answer to
   * the first was lost on the road (the first may have been stored), and must not get a refusal.
   */
  dispatch(orderId: number, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, (order) => {
      if (order.dispatchedAt && (order.status === 'bestätigt' || order.deliveredAt)) return Promise.resolve(null);
      refuseCancelled(order);
      if (order.status !== 'bestätigt') throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      if (order.driverId === null) throw new ConflictException(DRIVER_MESSAGES.noDriver);
      return Promise.resolve({
        patch: { dispatchedAt: this.clock.now() },
        history: { action: 'dispatch', from: order.status, to: 'unterwegs' },
        event: 'order.dispatched',
      });
    });
  }

  /** Handed over: the order is completed, and its cash counts on the driver's service day of this moment; a repeated tap answers as done, as for dispatch. */
  deliver(orderId: number, actor: StaffSession): Promise<OrderRecord> {
    return this.step(orderId, actor, (order) => {
      if (order.status === 'abgeschlossen' && order.deliveredAt) return Promise.resolve(null);
      refuseCancelled(order);
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
    const drivers = await this.staff.activeDrivers();
    return drivers.map((driver) => ({ id: driver.id, name: driver.username }));
  }

  /** The driver's open deliveries, the one due first on top. */
  openDeliveries(driverId: number): Promise<DriverDelivery[]> {
    return this.deliveries.openDeliveries(driverId);
  }

  /**
   * Runs one step under the order's row lock, so two phones cannot both act on the old state. The
   * history row (with the change log entry) commits with the change; the event is pushed after it.
   */
  private step(orderId: number, actor: StaffSession, decide: (order: DeliveryOrder, manager: EntityManager) => Promise<DriverStep | null>): Promise<OrderRecord> {
    return this.events.transaction(async (tx) => {
      const order = await this.deliveries.lockForStep(tx.manager, orderId);
      assertMayAct(actor, order);
      return this.deliveries.recordStep(tx, orderId, actor.username, await decide(order, tx.manager));
    });
  }
}
