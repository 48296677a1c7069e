import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { clientKey } from './client-address';
import { PLATFORM_MESSAGES } from './messages';
import { RateLimitStore, type RateRule } from './rate-limit.store';
import { TooManyRequestsException } from './too-many-requests.exception';

/** Voucher checks per minute and client address: far above a customer typing codes, far below guessing them. */
export const VOUCHER_CHECKS_PER_MINUTE = 30;

const PAYPAL_CONFIRMATION = Symbol('paypal-confirmation');

/**
 * Marks POST /api/orders: a PayPal body there only fetches the order its capture already made
 * (paid, created and counted at POST /api/orders/paypal): no limit counts it, none refuses it.
 */
export const ConfirmsPaypalPayments = (): MethodDecorator => SetMetadata(PAYPAL_CONFIRMATION, true);

/** Whether the request is such a confirmation of a payment already made. */
export function isPaypalConfirmation(reflector: Reflector, context: ExecutionContext): boolean {
  const body = (context.switchToHttp().getRequest<Request>().body ?? {}) as { paymentMethod?: unknown };
  return body.paymentMethod === 'paypal' && reflector.get<boolean>(PAYPAL_CONFIRMATION, context.getHandler()) === true;
}

/** Whether a request carries a voucher code (every path that looks one up: preview, cart check, orders). */
function carriesVoucherCode(req: Request): boolean {
  const body = (req.body ?? {}) as { voucherCode?: unknown; discountCode?: unknown };
  return [body.voucherCode, body.discountCode].some((code) => typeof code === 'string' && code.trim() !== '');
}

interface NamedLimit {
  rule: (config: AppConfig) => RateRule;
  message: string;
  /** Only requests it applies to are counted; all when absent. */
  appliesTo?: (req: Request) => boolean;
}

const LIMITS = {
  login: { rule: (config) => ({ name: 'login', limit: config.loginRateLimit, windowMs: 60_000 }), message: PLATFORM_MESSAGES.tooManyLogins },
  password: { rule: (config) => ({ name: 'password', limit: config.loginRateLimit, windowMs: 60_000 }), message: PLATFORM_MESSAGES.tooManyPasswordChanges },
  voucher: {
    rule: () => ({ name: 'voucher', limit: VOUCHER_CHECKS_PER_MINUTE, windowMs: 60_000 }),
    message: PLATFORM_MESSAGES.tooManyVoucherChecks,
    appliesTo: carriesVoucherCode,
  },
} satisfies Record<string, NamedLimit>;
export type RateLimitName = keyof typeof LIMITS;
const RATE_LIMITS = Symbol('rate-limits');

/**
 * The per-client-address limits of @RateLimited routes, counted in PostgreSQL (RateLimitStore)
 * so that every backend process shares them; IPv6 clients per /64 (clientKey).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimitStore,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<RateLimitName[]>(RATE_LIMITS, context.getHandler()) ?? [];
    if (isPaypalConfirmation(this.reflector, context)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const key = clientKey(req.ip);
    for (const name of names) {
      const limit: NamedLimit = LIMITS[name];
      if (limit.appliesTo && !limit.appliesTo(req)) continue;
      const rule = limit.rule(this.config);
      if (rule.limit <= 0) continue;
      const count = await this.store.hit(rule, key);
      if (count.over) throw new TooManyRequestsException(limit.message, count.retryAfterSeconds);
    }
    return true;
  }
}

/** Limits a route by the named per-address limits. */
export function RateLimited(...names: RateLimitName[]): MethodDecorator {
  return applyDecorators(SetMetadata(RATE_LIMITS, names), UseGuards(RateLimitGuard));
}
