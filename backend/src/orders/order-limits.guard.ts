import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';

export const ORDER_LIMIT_MESSAGES = {
  tooManyOrders: 'Zu viele Bestellungen von Ihrem Anschluss. Bitte versuchen Sie es in ein paar Minuten erneut.',
  tooManyOpenOrders: 'Für diese E-Mail-Adresse oder Telefonnummer sind schon mehrere Bestellungen offen. Bitte rufen Sie uns an.',
} as const;

const WINDOW_MS = 10 * 60_000;
/** Open orders end when the kitchen completes or cancels them; a quarter hour is a fair guess to try again. */
const OPEN_ORDERS_RETRY_SECONDS = 15 * 60;

function tooMany(res: Response, message: string, retryAfterSeconds: number): HttpException {
  res.setHeader('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Abuse limits of order placement (cash and PayPal creation), before anything is validated or
 * priced. Per client address (Express's req.ip, which honours TRUST_PROXY): ORDER_RATE_LIMIT
 * orders per fixed 10-minute window, counted by an atomic upsert in PostgreSQL so every backend
 * process sees the same count. Per contact: at most OPEN_ORDERS_PER_CONTACT pending or confirmed
 * orders for one e-mail address or one phone number (digits compared), so one client cannot
 * flood a victim's mailbox from many addresses. A retry with the Idempotency-Key of an existing
 * order is not held against its own order.
 */
@Injectable()
export class OrderLimitsGuard implements CanActivate {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const { perClientPer10Minutes, openPerContact } = this.config.orderLimits;
    if (perClientPer10Minutes > 0) await this.countClient(req.ip ?? 'unbekannt', perClientPer10Minutes, res);
    if (openPerContact > 0) await this.checkOpenOrders(req, openPerContact, res);
    return true;
  }

  private async countClient(client: string, limit: number, res: Response): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
    const [{ hits }] = (await this.dataSource.query(
      `INSERT INTO order_rate_counts (client, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (client, window_start) DO UPDATE SET hits = order_rate_counts.hits + 1
       RETURNING hits`,
      [client.slice(0, 64), windowStart],
    )) as Array<{ hits: number }>;
    // A client's first order of a window clears finished windows: the table stays as small as the active clients.
    if (hits === 1) await this.dataSource.query(`DELETE FROM order_rate_counts WHERE window_start < $1`, [windowStart]);
    if (hits > limit) throw tooMany(res, ORDER_LIMIT_MESSAGES.tooManyOrders, Math.ceil((windowStart.getTime() + WINDOW_MS - now) / 1000));
  }

  private async checkOpenOrders(req: Request, limit: number, res: Response): Promise<void> {
    const body = (req.body ?? {}) as { email?: unknown; phone?: unknown };
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const phone = typeof body.phone === 'string' ? body.phone.replace(/\D/g, '') : '';
    if (!email && !phone) return;
    const key = req.header('idempotency-key') ?? null;
    const [{ open }] = (await this.dataSource.query(
      `SELECT count(*)::int AS open FROM orders
        WHERE status IN ('ausstehend', 'bestätigt') AND payment_status <> 'offen'
          AND (lower(email) = $1 OR regexp_replace(phone, '\\D', '', 'g') = $2)
          AND ($3::text IS NULL OR idempotency_key IS DISTINCT FROM $3)`,
      [email || null, phone || null, key],
    )) as Array<{ open: number }>;
    if (open >= limit) throw tooMany(res, ORDER_LIMIT_MESSAGES.tooManyOpenOrders, OPEN_ORDERS_RETRY_SECONDS);
  }
}
