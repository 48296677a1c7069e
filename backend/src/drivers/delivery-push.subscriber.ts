import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { OrderRecord } from '@pizzeria/domain';
import type { DomainEventName } from '../events/domain-events';
import { EventBus } from '../events/event-bus';
import { OrderHistoryService } from '../orders/order-history.service';
import { DriverGateway } from '../realtime/driver.gateway';
import { DriverOrdersService } from './driver-orders.service';

/** Order changes a driver's list may show: a delivery confirmed, cooked, (re)assigned, on its way, handed over or cancelled. */
const DELIVERY_CHANGES = [
  'order.confirmed',
  'order.kitchen-ready',
  'order.driver-assigned',
  'order.dispatched',
  'order.completed',
  'order.cancelled',
] as const satisfies readonly DomainEventName[];

/**
 * Live push to the drivers' phones, after the change committed: the order's driver hears of it,
 * and on a (re)assignment also every driver who held it before, whose list loses it. The event
 * names no former driver, so they are read from the order's history ('assign' rows name them).
 * A driver also hears when the counter closed their day's settlement. Nobody else hears anything:
 * the phones read their own list, with their own session.
 */
@Injectable()
export class DeliveryPushSubscriber implements OnModuleInit {
  private readonly logger = new Logger('Echtzeit');

  constructor(
    private readonly events: EventBus,
    private readonly history: OrderHistoryService,
    private readonly deliveries: DriverOrdersService,
    private readonly gateway: DriverGateway,
  ) {}

  onModuleInit(): void {
    for (const name of DELIVERY_CHANGES) {
      this.events.onCommitted(name, ({ order }) => {
        if (order.deliveryMethod !== 'lieferung') return;
        this.recipients(name, order).then(
          (driverIds) => this.gateway.deliveriesChanged(driverIds, order.order_id),
          // The phone's slow poll still brings the change.
          (error: unknown) => this.logger.warn(`Fahrer-Push für Bestellung ${order.order_id}: ${String(error)}`),
        );
      });
    }
    this.events.onCommitted('driver.settled', ({ driverId, date }) => this.gateway.settlementClosed(driverId, date));
  }

  private async recipients(name: DomainEventName, order: OrderRecord): Promise<number[]> {
    const ids = new Set<number>(order.driver ? [order.driver.id] : []);
    if (name !== 'order.driver-assigned') return [...ids];
    const named = new Set(
      (await this.history.list(order.order_id)).filter((entry) => entry.action === 'assign').flatMap((entry) => [entry.from, entry.to].filter((n) => n !== null)),
    );
    // Only an active driver can be signed in; a deactivated one's sockets were closed.
    for (const driver of await this.deliveries.activeDrivers()) if (named.has(driver.name)) ids.add(driver.id);
    return [...ids];
  }
}
