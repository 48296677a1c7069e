import { Injectable, OnModuleInit } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { EventBus } from '../events/event-bus';

/**
 * Once a request has placed an order, its further lines (and the line of the finished request)
 * carry the order's id, so a complaint about order 123 finds the request that made it.
 */
@Injectable()
export class OrderLogContext implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly logger: PinoLogger,
  ) {}

  onModuleInit(): void {
    this.events.onCommitted('order.created', ({ order }) => {
      try {
        this.logger.assign({ orderId: order.order_id });
      } catch {
        // Outside a request (a PayPal payment found by the reconciler) there is no request line to mark.
      }
    });
  }
}
