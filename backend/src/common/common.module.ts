import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { CLOCK, clockProvider } from './clock';

/** Global providers every feature may inject: the CLOCK. */
@Global()
@Module({})
export class CommonModule {
  static forRoot(clock?: Clock): DynamicModule {
    return { module: CommonModule, providers: [clockProvider(clock)], exports: [CLOCK] };
  }
}
