import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';
import { RulesListener } from './rules-listener';

/** Global: every business area publishes and subscribes through the one bus; the menu and settings caches share one LISTEN. */
@Global()
@Module({
  providers: [EventBus, RulesListener],
  exports: [EventBus, RulesListener],
})
export class EventsModule {}
