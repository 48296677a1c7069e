import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import type { DomainEventName } from '../events/domain-events';
import { RealtimeService } from './realtime.service';

/** Every order change after it committed: new orders as order:created, the rest as order:updated. */
const UPDATES = [
  'order.confirmed',
  'order.completed',
  'order.kitchen-ready',
  'order.driver-assigned',
  'order.dispatched',
  'order.cancelled',
  'order.refund-succeeded',
  'order.refund-failed',
  'order.escalated',
] as const satisfies readonly DomainEventName[];

/** Live push to staff screens and the customer's status page, driven by the domain events. */
@Injectable()
export class OrderPushSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.events.onCommitted('order.created', ({ order }) => this.realtime.orderCreated(order));
    for (const name of UPDATES) this.events.onCommitted(name, ({ order }) => this.realtime.orderUpdated(order));
  }
}
