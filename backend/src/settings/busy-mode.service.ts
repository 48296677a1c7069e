import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { BUSY_MESSAGES, activeBusyMode, auditChanges, closingInstant, nextWallTime, type BusyModeState, type Clock, type DeliveryMethod } from '@pizzeria/domain';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import { AppSettingsStore } from './app-settings.store';

/**
 * The board's busy mode: extra minutes on every new order's earliest time and ETA, and delivery
 * or pickup paused with a note to customers. Each part ends by itself at the time staff chose,
 * or at closing, so a forgotten switch never closes tomorrow's service.
 */
@Injectable()
export class BusyModeService {
  constructor(
    private readonly store: AppSettingsStore,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async current(): Promise<BusyModeState> {
    return activeBusyMode(await this.store.get('busy'), this.clock.now());
  }

  /** `minutes` 0 ends the extra time; `until` is a wall time (HH:MM) or null for closing. */
  async setExtra(actor: string, minutes: number, until: string | null): Promise<BusyModeState> {
    const end = minutes > 0 ? await this.endOf(until) : null;
    return this.change(actor, minutes > 0 ? `Zusatzzeit +${minutes} Min.` : 'Zusatzzeit beendet', (busy) => ({
      ...busy,
      extraMinutes: minutes,
      extraUntil: end,
    }));
  }

  /** Pauses (or, with `paused` false, resumes) delivery or pickup; `message` is what customers read. */
  async setPause(actor: string, method: DeliveryMethod, paused: boolean, until: string | null, message: string | null): Promise<BusyModeState> {
    const label = method === 'lieferung' ? 'Lieferung' : 'Abholung';
    const pause = paused ? { until: await this.endOf(until), message: message?.trim() || BUSY_MESSAGES.pausedDefault[method] } : null;
    return this.change(actor, paused ? `${label} pausiert` : `${label} wieder möglich`, (busy) => {
      const pauses = { ...busy.pauses };
      if (pause) pauses[method] = pause;
      else delete pauses[method];
      return { ...busy, pauses };
    });
  }

  /** Until when a part set now runs: the chosen wall time, at the latest closing. */
  private async endOf(until: string | null): Promise<string> {
    const now = this.clock.now();
    const { hours, closures, serviceDay } = await this.store.getAll();
    const closing = closingInstant(now, this.config.shopTimezone, serviceDay.dayBoundary, { hours, closures });
    if (until === null) return closing.toISOString();
    const end = nextWallTime(now, until, this.config.shopTimezone);
    if (end > closing) throw new BadRequestException(BUSY_MESSAGES.badUntil);
    return end.toISOString();
  }

  private async change(actor: string, what: string, apply: (busy: BusyModeState) => BusyModeState): Promise<BusyModeState> {
    const next = await this.events.transaction(async ({ manager, publish }) => {
      // Two screens changing different parts at once must not undo each other: one change at a time.
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('busy-mode'))`);
      const before = activeBusyMode(await this.store.get('busy', manager), this.clock.now());
      const busy = apply(before);
      await this.store.set(manager, 'busy', busy);
      await this.audit.record(manager, { actor, action: 'busy-mode.update', target: what, changes: auditChanges(before, busy) });
      await publish('busy-mode.changed', { busy });
      return busy;
    });
    this.store.committed();
    return next;
  }
}
