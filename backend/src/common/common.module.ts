import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { CLOCK, clockProvider } from './clock';
import { RateLimitGuard } from './rate-limit';
import { RateLimitStore } from './rate-limit.store';

/** Global providers every feature may inject: the CLOCK, and the abuse limits' counts in PostgreSQL. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(clock?: Clock): DynamicModule {
    return { module: CommonModule, providers: [clockProvider(clock), RateLimitStore, RateLimitGuard], exports: [CLOCK, RateLimitStore, RateLimitGuard] };
  }
}
