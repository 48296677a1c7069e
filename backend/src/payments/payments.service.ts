import { HttpException, HttpStatus, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { fromCents, type OrderRecord } from '@pizzeria/domain';
import { randomUUID } from 'node:crypto';
import { CheckoutBindingService } from '../orders/checkout-binding.service';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { OrderPreparationService } from '../orders/order-preparation.service';
import { OrdersService } from '../orders/orders.service';
import { PaypalOrders, type PaypalOrderRow } from '../orders/paypal-orders.service';
import { PAYMENT_MESSAGES } from './payment.messages';
import { PaypalClient } from './paypal.client';
import { PaypalApiError } from './paypal.errors';
import { paypalOrderRequest } from './paypal-order.request';
import type { PaypalOrder } from './paypal.types';
import { type CreatePaypalOrderBody } from '@pizzeria/contract';

/** PayPal order ids are short upper-case alphanumerics; anything else cannot be ours. */
const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

export type CaptureResult = PaypalOrder & { orderId?: number; token?: string };

/**
 * The PayPal flow (docs/payments.md#paypal): create → the buyer approves in PayPal's
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
    private readonly bindings: CheckoutBindingService,
    private readonly paypalOrders: PaypalOrders,
  ) {}

  /** What the browser needs to load PayPal's buttons; null hides them. */
  publicConfig(): { paypalClientId: string | null; currency: 'EUR' } {
    return { paypalClientId: this.paypal.isConfigured ? this.paypal.clientId : null, currency: 'EUR' };
  }

  /** `attemptKey` is the browser's secret for this checkout attempt (capture and follow-up calls must present it), or null for a keyless client. */
  async createOrder(dto: CreatePaypalOrderBody, attemptKey: string | null, checkoutId?: string): Promise<{ id: string }> {
    this.assertConfigured();
    const checkoutKeyHash = this.bindings.hashOf(checkoutId);
    // The checkout already has its order (paid cash, or paid with PayPal in another window): no second payment.
    const holder = await this.bindings.holder(checkoutKeyHash);
    if (holder) throw this.bindings.taken(holder);
    const prepared = await this.preparation.prepare(dto);
    let created: PaypalOrder;
    try {
      created = await this.paypal.createOrder(paypalOrderRequest(prepared), randomUUID());
    } catch (error) {
      throw this.toHttp(error, PAYMENT_MESSAGES.createFailed);
    }
    await this.orders.createUnpaidPaypalOrder(prepared, created.id, attemptKey, checkoutKeyHash);
    return { id: created.id };
  }

  /**
   * Only the client that created the PayPal order (the same attempt key, or none when it was
   * created without one: provesPaypalOrder) may capture it and learn the order's id and token;
   * to anyone else the order does not exist.
   */
  async capture(paypalOrderId: string, attemptKey: string | null): Promise<CaptureResult> {
    this.assertConfigured();
    const order = PAYPAL_ORDER_ID.test(paypalOrderId) ? await this.paypalOrders.proven(paypalOrderId, attemptKey) : null;
    if (!order) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    // Already paid (a repeated call): answer from what we stored, without charging again.
    if (order.paymentStatus === 'bezahlt') return { ...storedCapture(order), orderId: order.id, token: order.token };
    await this.bindings.claimForCapture(order);
    const result = await this.captureClaimed(order);
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
    if (current.status === 'APPROVED') {
      const order = await this.orders.findByPaypalOrderId(paypalOrderId);
      if (!order || !(await this.claimedForSettling(order))) return null;
      return this.recordCapture(paypalOrderId, await this.captureClaimed(order));
    }
    return current.status === 'COMPLETED' ? this.recordCapture(paypalOrderId, current) : null;
  }

  /** Whether an approved payment may be captured: not when its checkout got its order another way meanwhile. */
  private async claimedForSettling(order: PaypalOrderRow): Promise<boolean> {
    try {
      await this.bindings.claimForCapture(order);
      return true;
    } catch (error) {
      if (!(error instanceof HttpException) || error.getStatus() !== HttpStatus.CONFLICT) throw error;
      this.logger.warn(`PayPal-Bestellung ${order.paypalOrderId} nicht eingezogen: ihr Einkauf hat schon eine Bestellung.`);
      return false;
    }
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

  /** Captures the payment of an order that claimed its checkout; a refusal by PayPal (nothing taken) gives the checkout free again. */
  private async captureClaimed(order: PaypalOrderRow): Promise<PaypalOrder> {
    try {
      return await this.captureAtPaypal(order.paypalOrderId as string);
    } catch (error) {
      // Unreachable (503): the outcome is unknown, so the claim stays until the reconciler learns it.
      if (error instanceof HttpException && error.getStatus() !== HttpStatus.SERVICE_UNAVAILABLE) await this.bindings.release(order);
      throw error;
    }
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

function storedCapture(order: PaypalOrderRow): PaypalOrder {
  return {
    id: order.paypalOrderId as string,
    status: 'COMPLETED',
    purchase_units: [
      {
        payments: {
          captures: [{ id: order.paypalCaptureId as string, status: 'COMPLETED', amount: { currency_code: 'EUR', value: fromCents(order.totalCents).toFixed(2) } }],
        },
      },
    ],
  };
}
