import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventBus, type EventTransaction } from '../events/event-bus';
import { OrderRecords } from '../orders/order-records.store';
import type { DeliveryFailure, OutboxHandler, OutboxJob, RefundJobPayload } from '../outbox/outbox-job';
import { OutboxService } from '../outbox/outbox.service';
import { OutboxWorker } from '../outbox/outbox.worker';
import { PaypalClient } from './paypal.client';
import { PaypalApiError } from './paypal.errors';

/** A refund PayPal made, or null for one that was already complete (refunded at PayPal by other means). */
type RefundOutcome = { refundId: string | null };

/**
 * Refunds cancelled PayPal payments in full, exactly once: the refund job is written with the
 * cancellation, the outbox worker retries it while PayPal is down, and the PayPal-Request-Id is
 * derived from the capture, so a retry after a lost answer (or a second click) gets the first
 * refund back instead of a second one.
 */
@Injectable()
export class PaypalRefunds implements OutboxHandler<RefundJobPayload, RefundOutcome>, OnModuleInit {
  private readonly logger = new Logger('Erstattung');

  constructor(
    private readonly paypal: PaypalClient,
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    private readonly worker: OutboxWorker,
    private readonly orders: OrderRecords,
  ) {}

  onModuleInit(): void {
    this.worker.register('refund', this);
    this.events.onPublishing('order.cancelled', async ({ order }, manager) => {
      if (order.refundStatus !== 'ausstehend') return;
      await this.outbox.enqueueRefund(manager, {
        key: `refund:${order.order_id}`,
        orderId: order.order_id,
        payload: { captureId: await this.orders.captureIdOf(manager, order.order_id), amount: order.order_total.toFixed(2) },
      });
    });
  }

  async deliver(job: OutboxJob<RefundJobPayload>): Promise<RefundOutcome> {
    try {
      const refund = await this.paypal.refundCapture(job.payload.captureId, `refund-${job.payload.captureId}`);
      return { refundId: refund.id };
    } catch (error) {
      if (error instanceof PaypalApiError && error.issue === 'CAPTURE_FULLY_REFUNDED') return { refundId: null };
      throw error;
    }
  }

  classify(error: unknown): DeliveryFailure {
    return error instanceof PaypalApiError ? 'permanent' : 'channel-down';
  }

  async afterDelivered(job: OutboxJob<RefundJobPayload>, outcome: RefundOutcome, tx: EventTransaction): Promise<void> {
    await this.orders.markRefunded(tx.manager, job.orderId as number, outcome.refundId);
    this.logger.log(`Bestellung ${job.orderId}: ${job.payload.amount} EUR über PayPal erstattet (${outcome.refundId ?? 'bereits erstattet'})`);
    await tx.publish('order.refund-succeeded', { order: await this.orders.record(tx.manager, job.orderId as number) });
  }

  /** Staff hear of the first failure; later failed attempts of the same refund change nothing they see. */
  async afterFailed(job: OutboxJob<RefundJobPayload>, reason: string, tx: EventTransaction): Promise<void> {
    const orderId = job.orderId as number;
    if (await this.orders.markRefundFailed(tx.manager, orderId))
      await tx.publish('order.refund-failed', { order: await this.orders.record(tx.manager, orderId), reason });
  }
}
