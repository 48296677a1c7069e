import { HttpException, HttpStatus, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { fromCents, type OrderRecord } from '@pizzeria/domain';
import { randomUUID } from 'node:crypto';
import { provesPaypalOrder } from '../orders/client-proofs';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import type { OrderEntity } from '../orders/order.entity';
import { OrderPreparationService } from '../orders/order-preparation.service';
import { OrdersService } from '../orders/orders.service';
import type { CreatePaypalOrderDto } from './dto/create-paypal-order.dto';
import { PAYMENT_MESSAGES } from './payment.messages';
import { PaypalClient } from './paypal.client';
import { PaypalApiError } from './paypal.errors';
import { paypalOrderRequest } from './paypal-order.request';
import type { PaypalOrder } from './paypal.types';

/** PayPal order ids are short upper-case alphanumerics; anything else cannot be ours. */
const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export type CaptureResult = PaypalOrder & { orderId?: number; token?: string };

/**
 * The PayPal flow (ARCHITECTURE.md "Payments"): create → the buyer approves in PayPal's
 * window → capture. The order is stored unpaid at create and made real in the capture call,
 * so a captured payment always ends as exactly one stored order.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly paypal: PaypalClient,
    private readonly preparation: OrderPreparationService,
    private readonly orders: OrdersService,
  ) {}

  /** What the browser needs to load PayPal's buttons; null hides them. */
  publicConfig(): { paypalClientId: string | null; currency: 'EUR' } {
    return { paypalClientId: this.paypal.isConfigured ? this.paypal.clientId : null, currency: 'EUR' };
  }

  /** `attemptKey` is the browser's secret for this checkout attempt (capture and follow-up calls must present it), or null for a keyless client. */
  async createOrder(dto: CreatePaypalOrderDto, attemptKey: string | null): Promise<{ id: string }> {
    this.assertConfigured();
    const prepared = await this.preparation.prepare(dto);
    let created: PaypalOrder;
    try {
      created = await this.paypal.createOrder(paypalOrderRequest(prepared), randomUUID());
    } catch (error) {
      throw this.toHttp(error, PAYMENT_MESSAGES.createFailed);
    }
    await this.orders.createUnpaidPaypalOrder(prepared, created.id, attemptKey);
    return { id: created.id };
  }

  /**
   * Only the client that created the PayPal order (the same attempt key, or none when it was
   * created without one: provesPaypalOrder) may capture it and learn the order's id and token;
   * to anyone else the order does not exist.
   */
  async capture(paypalOrderId: string, attemptKey: string | null): Promise<CaptureResult> {
    this.assertConfigured();
    const order = PAYPAL_ORDER_ID.test(paypalOrderId) ? await this.orders.findByPaypalOrderId(paypalOrderId) : null;
    if (!order || !provesPaypalOrder(order.paypalAttemptKeyHash, attemptKey)) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    // Already paid (a repeated call): answer from what we stored, without charging again.
    if (order.paymentStatus === 'bezahlt') return { ...storedCapture(order), orderId: order.id, token: order.token };
    const result = await this.captureAtPaypal(paypalOrderId);
    const record = await this.recordCapture(paypalOrderId, result);
    return record ? { ...result, orderId: record.order_id, token: record.token } : result;
  }

  /**
   * Settles a payment the browser did not finish: it closed after the buyer approved, or storing
   * the paid state failed after PayPal took the money. PayPal is asked for the order; an approved
   * one is captured, and a completed one becomes the paid order exactly as in the capture call.
   * Null while the buyer has not approved (yet).
   */
  async settle(paypalOrderId: string): Promise<OrderRecord | null> {
    const current = await this.paypal.getOrder(paypalOrderId);
    if (current.status === 'APPROVED') return this.recordCapture(paypalOrderId, await this.captureAtPaypal(paypalOrderId));
    return current.status === 'COMPLETED' ? this.recordCapture(paypalOrderId, current) : null;
  }

  /** The paid order for PayPal's word that the money is taken; null when PayPal has not completed the capture. */
  private async recordCapture(paypalOrderId: string, result: PaypalOrder): Promise<OrderRecord | null> {
    const capture = result.purchase_units?.[0]?.payments?.captures?.[0];
    if (result.status !== 'COMPLETED' || !capture || capture.status !== 'COMPLETED') {
      this.logger.warn(`PayPal-Bestellung ${paypalOrderId}: Zahlung noch nicht abgeschlossen (${result.status}/${capture?.status ?? '-'})`);
      return null;
    }
    return this.orders.markPaypalPaid(paypalOrderId, capture.id);
  }

  /** A capture that PayPal reports as already done (a parallel or retried call) is read back instead. */
  private async captureAtPaypal(paypalOrderId: string): Promise<PaypalOrder> {
    try {
      return await this.paypal.captureOrder(paypalOrderId);
    } catch (error) {
      if (!(error instanceof PaypalApiError) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw this.toHttp(error, PAYMENT_MESSAGES.captureFailed);
    }
    try {
      return await this.paypal.getOrder(paypalOrderId);
    } catch (error) {
      throw this.toHttp(error, PAYMENT_MESSAGES.captureFailed);
    }
  }

  private assertConfigured(): void {
    if (!this.paypal.isConfigured) throw new ServiceUnavailableException(PAYMENT_MESSAGES.unavailable);
  }

  /**
   * PayPal's own details and debug_id go back to the browser (the PayPal button needs the issue,
   * e.g. INSTRUMENT_DECLINED restarts the flow). A declined card is 422, other PayPal refusals
   * 502, PayPal unreachable 503.
   */
  private toHttp(error: unknown, failedMessage: string): HttpException {
    if (error instanceof PaypalApiError) {
      this.logger.warn(error.message);
      const declined = error.issue === 'INSTRUMENT_DECLINED';
      return new HttpException(
        {
          message: declined ? PAYMENT_MESSAGES.declined : failedMessage,
          details: error.body.details ?? [],
          debug_id: error.body.debug_id ?? null,
        },
        declined ? HttpStatus.UNPROCESSABLE_ENTITY : HttpStatus.BAD_GATEWAY,
      );
    }
    this.logger.error(error instanceof Error ? error.message : String(error));
    return new HttpException(
      { message: PAYMENT_MESSAGES.unavailable, details: [{ issue: 'PAYPAL_UNAVAILABLE', description: PAYMENT_MESSAGES.unavailable }], debug_id: null },
      HttpStatus.SERVICE_UNAVAILABLE,
    );
  }
}

function storedCapture(order: OrderEntity): PaypalOrder {
  return {
    id: order.paypalOrderId as string,
    status: 'COMPLETED',
    purchase_units: [
      {
        payments: {
          captures: [
            { id: order.paypalCaptureId as string, status: 'COMPLETED', amount: { currency_code: 'EUR', value: fromCents(order.totalCents).toFixed(2) } },
          ],
        },
      },
    ],
  };
}
