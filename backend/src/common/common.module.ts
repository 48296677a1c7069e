import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { CLOCK, clockProvider } from './clock';
import { rateLimitModule } from './rate-limit';

/** Global providers every feature may inject: the CLOCK, and the rate limits of @RateLimited routes. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(clock?: Clock): DynamicModule {
    return { module: CommonModule, imports: [rateLimitModule()], providers: [clockProvider(clock)], exports: [CLOCK] };
  }
}
