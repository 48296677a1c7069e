import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import { DriverGateway } from './driver.gateway';

/** A driver whose sessions ended (password changed, deactivated) loses the phone's live connection too, as staff lose theirs on /admin. */
@Injectable()
export class DriverSessionsSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly drivers: DriverGateway,
  ) {}

  onModuleInit(): void {
    this.events.onCommitted('staff.sessions-ended', ({ staffId }) => this.drivers.endSessions(staffId));
  }
}
