import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SYSTEM_ACTOR, type Clock, type OrderRecord } from '@pizzeria/domain';
import type { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import { AppSettingsStore } from '../settings/app-settings.store';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { OrderStateService } from './order-state.service';
import { OrderStore } from './order.store';

/** How often pending orders are checked; the board turns an order red at most this late. */
export const ESCALATION_CHECK_MS = 15_000;

/**
 * When a pending order is due, in SQL (the domain's orderDueAt): at once, or a pre-order with a
 * wanted HH:MM `$lead` minutes before that time in the shop's zone `$tz`, never before it was placed.
 */
const DUE_AT = (tz: string, lead: string) => `CASE WHEN preorder AND desired_delivery_time ~ '^\\d{2}:\\d{2}$'
    THEN GREATEST(placed_at, ((desired_delivery_date + desired_delivery_time::time) AT TIME ZONE ${tz}) - make_interval(mins => ${lead}))
    ELSE placed_at END`;

/**
 * Orders nobody answers must not just wait: the owner's minutes after it became due (a pre-order
 * shortly before its time) a pending order is escalated once (red on every staff screen, a louder
 * alarm), and only if the owner switched it on, cancelled after further minutes. The owner gets
 * one mail per episode: when orders start waiting unanswered while none did, listing them; more
 * joining the queue before it is empty again send none. Several processes may run this check; an
 * advisory lock lets one at a time decide, so each order is escalated and each episode mailed once.
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
    private readonly config: AppConfig,
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
    const { dueMinutesBefore } = await this.settings.get('preorders');
    const now = this.clock.now();
    await this.events.transaction(async (tx) => {
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('order-escalation'))`);
      const [escalated] = (await tx.manager.query(
        `UPDATE orders SET escalated_at = $1
          WHERE status = 'ausstehend' AND payment_status <> 'offen' AND escalated_at IS NULL
            AND ${DUE_AT('$3', '$4')} <= $1::timestamptz - make_interval(mins => $2)
          RETURNING id`,
        [now, alertAfterMinutes, this.config.shopTimezone, dueMinutesBefore],
      )) as [{ id: number }[], number];
      if (escalated.length === 0) return;
      const orders: OrderRecord[] = [];
      for (const { id } of escalated.sort((a, b) => a.id - b.id)) {
        const order = OrderMapper.toRecord((await this.store.findById(id, tx.manager)) as OrderEntity);
        orders.push(order);
        await tx.publish('order.escalated', { order, minutes: alertAfterMinutes });
      }
      const [{ waiting }] = (await tx.manager.query(
        `SELECT count(*)::int AS waiting FROM orders
          WHERE status = 'ausstehend' AND payment_status <> 'offen' AND escalated_at IS NOT NULL AND NOT (id = ANY($1::int[]))`,
        [escalated.map((row) => row.id)],
      )) as { waiting: number }[];
      if (waiting === 0) await tx.publish('orders.unanswered', { orders, minutes: alertAfterMinutes });
    });
    if (autoCancelAfterMinutes !== null) await this.cancelOverdue(now, autoCancelAfterMinutes, dueMinutesBefore);
  }

  private async cancelOverdue(now: Date, minutes: number, dueMinutesBefore: number): Promise<void> {
    const overdue = (await this.dataSource.query(
      `SELECT id FROM orders WHERE status = 'ausstehend' AND payment_status <> 'offen'
          AND ${DUE_AT('$3', '$4')} <= $1::timestamptz - make_interval(mins => $2) ORDER BY id`,
      [now, minutes, this.config.shopTimezone, dueMinutesBefore],
    )) as { id: number }[];
    for (const { id } of overdue) {
      // Another process or a person may have answered it meanwhile; transition() refuses that under the row lock.
      await this.state.cancel(id, SYSTEM_ACTOR).catch((error: unknown) => this.logger.log(`Bestellung ${id} nicht automatisch storniert: ${String(error)}`));
    }
  }
}
