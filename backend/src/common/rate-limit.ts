import { applyDecorators, DynamicModule, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { PLATFORM_MESSAGES } from './messages';

/** Voucher checks per minute and client IP: far above a customer typing codes, far below guessing them. */
export const VOUCHER_CHECKS_PER_MINUTE = 30;

const LIMITS = {
  login: { limit: (config: AppConfig) => config.loginRateLimit, message: PLATFORM_MESSAGES.tooManyLogins },
  voucher: { limit: () => VOUCHER_CHECKS_PER_MINUTE, message: PLATFORM_MESSAGES.tooManyVoucherChecks },
} as const;
export type RateLimitName = keyof typeof LIMITS;
const NAMES = Object.keys(LIMITS) as RateLimitName[];
const RATE_LIMIT = Symbol('rate-limit');

/** The per-client-IP limits of the whole app, one named throttler each, counted per minute. */
export function rateLimitModule(): DynamicModule {
  return ThrottlerModule.forRootAsync({
    inject: [AppConfig],
    useFactory: (config: AppConfig) => ({
      throttlers: NAMES.map((name) => ({ name, ttl: 60_000, limit: LIMITS[name].limit(config) })),
      errorMessage: (context: ExecutionContext) => LIMITS[Reflect.getMetadata(RATE_LIMIT, context.getHandler()) as RateLimitName].message,
    }),
  });
}

/**
 * Limits a route by one named limit. The throttler guard would apply every named limit to
 * every guarded route, so the others are skipped here.
 */
export function RateLimited(name: RateLimitName): MethodDecorator {
  const others = Object.fromEntries(NAMES.filter((n) => n !== name).map((n) => [n, true]));
  return applyDecorators(SetMetadata(RATE_LIMIT, name), SkipThrottle(others), UseGuards(ThrottlerGuard));
}
