import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** Global: every business area publishes and subscribes through the one bus. */
@Global()
@Module({
  providers: [EventBus],
  exports: [EventBus],
})
export class EventsModule {}
