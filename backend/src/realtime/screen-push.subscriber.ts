import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventBus } from '../events/event-bus';
import { RealtimeService } from './realtime.service';

/** Live push of everything that is not an order: staff screens' status lines, ended sessions, and the customers' rules. */
@Injectable()
export class ScreenPushSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    this.events.onCommitted('shop.status-changed', ({ status }) => this.realtime.shopStatusChanged(status));
    this.events.onCommitted('busy-mode.changed', ({ busy }) => this.realtime.busyModeChanged(busy));
    this.events.onCommitted('outbox.counts-changed', ({ counts }) => this.realtime.outboxStatus(counts));
    this.events.onCommitted('printer.status-changed', ({ status }) => this.realtime.printerStatus(status));
    this.events.onCommitted('staff.sessions-ended', ({ staffId }) => this.realtime.endStaffSockets(staffId));
    this.events.onCommitted('rules.changed', (change) => this.realtime.rulesChanged(change));
  }
}
