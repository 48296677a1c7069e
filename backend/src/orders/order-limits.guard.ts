import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { clientKey } from '../common/client-address';
import { isPaypalConfirmation } from '../common/rate-limit';
import { RateLimitStore, type RateRule } from '../common/rate-limit.store';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { AppConfig } from '../config/app-config';
import { attemptKeyHash } from './client-proofs';
import { OrderRecords } from './order-records.store';

export const ORDER_LIMIT_MESSAGES = {
  tooManyOrders: 'Zu viele Bestellungen von Ihrem Anschluss. Bitte versuchen Sie es in ein paar Minuten erneut.',
  tooManyOpenOrders: 'Für diese E-Mail-Adresse oder Telefonnummer sind schon mehrere Bestellungen offen. Bitte rufen Sie uns an.',
} as const;

const WINDOW_MS = 10 * 60_000;
/** Open orders end when the kitchen completes or cancels them; a quarter hour is a fair guess to try again. */
const OPEN_ORDERS_RETRY_SECONDS = 15 * 60;

/**
 * Abuse limits of order placement (cash orders and PayPal creations), before anything is
 * validated or priced.
 *
 * Per client address (Express's req.ip, which honours TRUST_PROXY; IPv6 per /64): at most
 * ORDER_RATE_LIMIT accepted orders per fixed 10-minute window, counted in PostgreSQL so every
 * backend process shares the count. A request takes a place up front (an atomic upsert: no race
 * lets more through) and gives it back unless it is answered 201, so a submission refused for a
 * typo, or a retry answered with its earlier order, does not count.
 *
 * Per contact: at most OPEN_ORDERS_PER_CONTACT pending or confirmed orders for one e-mail address
 * or one phone number, compared as one spelling each (contact_email_key and contact_phone_key in
 * the database), so one client cannot flood a victim's mailbox from many addresses. A retry with
 * the Idempotency-Key of an existing order is not held against its own order.
 */
@Injectable()
export class OrderLimitsGuard implements CanActivate {
  private readonly logger = new Logger('Bestelllimit');

  constructor(
    private readonly orders: OrderRecords,
    private readonly config: AppConfig,
    private readonly store: RateLimitStore,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (isPaypalConfirmation(this.reflector, context)) return true;
    const body = (req.body ?? {}) as { email?: unknown; phone?: unknown };
    const { perClientPer10Minutes, openPerContact } = this.config.orderLimits;
    if (perClientPer10Minutes > 0) await this.takePlace({ name: 'order', limit: perClientPer10Minutes, windowMs: WINDOW_MS }, clientKey(req.ip), res);
    if (openPerContact > 0) await this.checkOpenOrders(body, req.header('idempotency-key') ?? null, req.header('checkout-id') ?? null, openPerContact);
    return true;
  }

  private async takePlace(rule: RateRule, client: string, res: Response): Promise<void> {
    const count = await this.store.hit(rule, client);
    const giveBack = () =>
      this.store.release(rule, client, count.windowStart).catch((error: unknown) => this.logger.warn(`Zähler nicht zurückgesetzt: ${String(error)}`));
    if (count.over) {
      await giveBack();
      throw new TooManyRequestsException(ORDER_LIMIT_MESSAGES.tooManyOrders, count.retryAfterSeconds);
    }
    res.once('finish', () => {
      if (res.statusCode !== 201) void giveBack();
    });
  }

  /**
   * The order a retry or the checkout's other way to pay is answered with (same Idempotency-Key, same
   * Checkout-Id) is not counted: the customer gets that order back instead of a 429.
   */
  private async checkOpenOrders(body: { email?: unknown; phone?: unknown }, idempotencyKey: string | null, checkoutId: string | null, limit: number): Promise<void> {
    const email = typeof body.email === 'string' ? body.email : null;
    const phone = typeof body.phone === 'string' ? body.phone : null;
    if (!email && !phone) return;
    const open = await this.orders.openOrdersOf({
      email,
      phone,
      idempotencyKey,
      checkoutKeyHash: checkoutId === null ? null : attemptKeyHash(checkoutId),
    });
    if (open >= limit) throw new TooManyRequestsException(ORDER_LIMIT_MESSAGES.tooManyOpenOrders, OPEN_ORDERS_RETRY_SECONDS);
  }
}
