import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Clock } from '@pizzeria/domain';
import type { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { EventBus } from '../events/event-bus';
import { AppSettingsStore } from '../settings/app-settings.store';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { OrderStateService } from './order-state.service';
import { OrderStore } from './order.store';

/** How often pending orders are checked; the board turns an order red at most this late. */
export const ESCALATION_CHECK_MS = 15_000;

/**
 * Orders nobody answers must not just wait: after the owner's minutes a pending order is
 * escalated once (red on every staff screen, a louder alarm, a mail to the owner), and only if
 * the owner switched it on, cancelled after further minutes. Several processes may run this
 * check; the conditional UPDATE lets exactly one of them escalate each order.
 */
@Injectable()
export class OrderEscalationWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderEscalationWorker.name);
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: AppSettingsStore,
    private readonly store: OrderStore,
    private readonly state: OrderStateService,
    private readonly events: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // At once too: after a restart, orders that waited meanwhile must not wait another round.
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), ESCALATION_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One check; overlapping calls share the run in progress. */
  runOnce(): Promise<void> {
    this.running ??= this.check()
      .catch((error: unknown) => this.logger.warn(`Prüfung unbeantworteter Bestellungen fehlgeschlagen: ${String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async check(): Promise<void> {
    const { alertAfterMinutes, autoCancelAfterMinutes } = await this.settings.get('escalation');
    const now = this.clock.now();
    await this.events.transaction(async (tx) => {
      const [escalated] = (await tx.manager.query(
        `UPDATE orders SET escalated_at = $1
          WHERE status = 'ausstehend' AND payment_status <> 'offen' AND escalated_at IS NULL
            AND placed_at <= $1::timestamptz - make_interval(mins => $2)
          RETURNING id`,
        [now, alertAfterMinutes],
      )) as [{ id: number }[], number];
      for (const { id } of escalated) {
        const order = OrderMapper.toRecord((await this.store.findById(id, tx.manager)) as OrderEntity);
        await tx.publish('order.escalated', { order, minutes: alertAfterMinutes });
      }
    });
    if (autoCancelAfterMinutes !== null) await this.cancelOverdue(now, autoCancelAfterMinutes);
  }

  private async cancelOverdue(now: Date, minutes: number): Promise<void> {
    const overdue = (await this.dataSource.query(
      `SELECT id FROM orders WHERE status = 'ausstehend' AND payment_status <> 'offen'
          AND placed_at <= $1::timestamptz - make_interval(mins => $2) ORDER BY id`,
      [now, minutes],
    )) as { id: number }[];
    for (const { id } of overdue) {
      // Another process or a person may have answered it meanwhile; transition() refuses that under the row lock.
      await this.state.cancel(id).catch((error: unknown) => this.logger.log(`Bestellung ${id} nicht automatisch storniert: ${String(error)}`));
    }
  }
}
