import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OutboxKind } from '@pizzeria/domain';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import { EventBus, type EventTransaction } from '../events/event-bus';
import { claimDue, deliverAll, markSent } from './outbox-claims';
import { errorText, type OutboxHandler, type OutboxJob } from './outbox-job';
import { OUTBOX_CHANNEL, OUTBOX_KINDS, OutboxService } from './outbox.service';

/** Retries come at most this far apart while the other side is down. */
export const MAX_RETRY_DELAY_MS = 30_000;
/** How long a lane woken by NOTIFY waits before it looks (see wakeSoon). */
const WAKE_DELAY_MS = 10;
/** Looks for due jobs this often, besides being woken by NOTIFY (missed while the listener reconnects). */
const POLL_INTERVAL_MS = 5_000;
/**
 * The lease of a job being sent: its row stays locked (FOR UPDATE) in an open transaction for the
 * send. A process that dies loses its connection, so PostgreSQL frees the row at once and another
 * worker (or the restarted one) sends it; a process that hangs loses it after this long, through
 * idle_in_transaction_session_timeout. Every handler's own timeouts are well below it.
 */
const LEASE_MS = 90_000;
/**
 * A claim starts no further send after this long, so its last one (each handler's timeouts are
 * well below LEASE_MS − this) still ends inside the lease; the rest go back untouched.
 */
const BATCH_BUDGET_MS = 30_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** What one step of a lane did. */
interface Step {
  handled: boolean;
  /** The printer went down or came back in this step's transaction. */
  printerChanged: boolean;
}

/**
 * Sends outbox jobs, one lane per kind so a dead printer never holds up mails, by priority and
 * then in id order within a lane (tickets print in the order they came); a kind whose handler
 * has several connections (mail) sends that many jobs at once. Every backend process runs one; FOR
 * UPDATE SKIP LOCKED hands each job to exactly one of them.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Outbox');
  private readonly handlers = new Map<OutboxKind, OutboxHandler>();
  private readonly running = new Map<OutboxKind, Promise<void>>();
  private readonly again = new Set<OutboxKind>();
  private readonly soon = new Set<OutboxKind>();
  private readonly lastCounts = { value: '' };
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly events: EventBus,
    private readonly outbox: OutboxService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  register<P, R>(kind: OutboxKind, handler: OutboxHandler<P, R>): void {
    this.handlers.set(kind, handler as OutboxHandler);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wakeAll(), POLL_INTERVAL_MS);
    this.timer.unref();
    void this.listen();
    this.wakeAll();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
    await Promise.allSettled([...this.running.values()]);
  }

  wakeAll(): void {
    for (const kind of OUTBOX_KINDS) this.wake(kind);
  }

  /**
   * A wake by NOTIFY, WAKE_DELAY_MS later: the commit that sent it pushes to staff screens first
   * (its emit waits for a round trip through PostgreSQL, which the lane's claim and the rendering
   * of a mail would otherwise get in the way of), and the NOTIFYs of the orders committed
   * meanwhile wake the lane once.
   */
  private wakeSoon(kind: OutboxKind): void {
    if (this.soon.size === 0) setTimeout(() => this.wakeQueued(), WAKE_DELAY_MS).unref();
    this.soon.add(kind);
  }

  private wakeQueued(): void {
    const kinds = [...this.soon];
    this.soon.clear();
    for (const kind of kinds) this.wake(kind);
  }

  /** Drains the lane of `kind`; a wake while it runs makes it look once more when done. */
  wake(kind: OutboxKind): void {
    if (this.stopped || !this.handlers.has(kind)) return;
    if (this.running.has(kind)) {
      this.again.add(kind);
      return;
    }
    const run = this.drain(kind)
      .catch((error: unknown) => this.logger.warn(`${kind}: ${errorText(error)}`))
      .finally(() => {
        this.running.delete(kind);
        void this.announceCounts();
        if (this.again.delete(kind)) this.wake(kind);
      });
    this.running.set(kind, run);
  }

  /** Claims and sends until no job is due; one claim per transaction, so a crash puts back at most the jobs of that claim. */
  private async drain(kind: OutboxKind): Promise<void> {
    while (!this.stopped) {
      const step: Step = { handled: false, printerChanged: false };
      await this.sendNext(kind, step);
      if (step.printerChanged) this.announcePrinter();
      if (!step.handled) return;
    }
  }

  /**
   * Sends the due jobs of `kind` one claim takes (by priority, then oldest; the handler's
   * `parallel` at once), unless there are none or the kind is paused. Sent ones are marked before
   * failures are recorded, so a failure that took the other side down leaves it down.
   */
  private sendNext(kind: OutboxKind, step: Step): Promise<void> {
    const handler = this.handlers.get(kind) as OutboxHandler;
    const parallel = handler.parallel ?? 1;
    return this.events.transaction(async (tx) => {
      const claimed = await claimDue(tx.manager, kind, Math.max(handler.batch ?? 1, parallel), LEASE_MS);
      if (!claimed.length) return;
      step.handled = true;
      for (const { job } of claimed.filter(({ expired }) => expired)) await this.giveUp(job, 'Nach einem Tag aufgegeben.', handler, tx);
      const due = claimed.filter(({ expired }) => !expired).map(({ job }) => job);
      const outcomes = await deliverAll(handler, due, parallel, BATCH_BUDGET_MS);
      const sent = outcomes.filter((outcome) => outcome.sent);
      if (sent.length)
        step.printerChanged ||=
          (await markSent(
            tx.manager,
            kind,
            sent.map(({ job }) => job),
          )) && kind === 'print';
      for (const outcome of outcomes) {
        if (!outcome.sent) step.printerChanged ||= await this.failed(outcome.job, outcome.error, handler, tx);
      }
      for (const { job, result } of sent) await handler.afterDelivered?.(job, result, tx);
    });
  }

  /** Records a failed attempt; true when it took the printer down. */
  private async failed(job: OutboxJob, error: unknown, handler: OutboxHandler, tx: EventTransaction): Promise<boolean> {
    const reason = errorText(error);
    const failure = handler.classify(error);
    this.logger.warn(`${job.kind} #${job.id} (${job.dedupeKey}), Versuch ${job.attempts}: ${reason}`);
    if (failure === 'permanent') {
      await this.giveUp(job, reason, handler, tx);
      return false;
    }
    const next = new Date(Date.now() + retryDelayMs(job.attempts));
    await tx.manager.query(`UPDATE outbox_jobs SET attempts = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1`, [job.id, job.attempts, next, reason]);
    let wentDown = false;
    if (failure === 'channel-down') {
      const rows = (await tx.manager.query(
        `INSERT INTO outbox_channels (kind, down_since, paused_until, last_error) VALUES ($1, now(), $2, $3)
         ON CONFLICT (kind) DO UPDATE SET down_since = coalesce(outbox_channels.down_since, now()), paused_until = $2, last_error = $3
         RETURNING (xmax = 0 OR down_since = now()) AS went_down`,
        [job.kind, next, reason],
      )) as { went_down: boolean }[];
      wentDown = Boolean(rows[0]?.went_down);
      const timer = setTimeout(() => this.wake(job.kind), next.getTime() - Date.now() + 50);
      timer.unref();
    }
    await handler.afterFailed?.(job, reason, tx, false);
    return wentDown && job.kind === 'print';
  }

  private async giveUp(job: OutboxJob, reason: string, handler: OutboxHandler, tx: EventTransaction): Promise<void> {
    await tx.manager.query(`UPDATE outbox_jobs SET status = 'failed', attempts = $2, last_error = $3 WHERE id = $1`, [job.id, job.attempts, reason]);
    this.logger.error(`${job.kind} #${job.id} (${job.dedupeKey}) fehlgeschlagen: ${reason}`);
    await handler.afterFailed?.(job, reason, tx, true);
  }

  /** Tells every staff screen the printer's state (after it went down or came back). */
  announcePrinter(): void {
    this.outbox.printerStatus().then(
      (status) => this.events.announce('printer.status-changed', { status }),
      (error: unknown) => this.logger.warn(`Druckerstatus: ${errorText(error)}`),
    );
  }

  private async announceCounts(): Promise<void> {
    try {
      const counts = await this.outbox.counts();
      const key = JSON.stringify(counts);
      if (key === this.lastCounts.value) return;
      this.lastCounts.value = key;
      this.events.announce('outbox.counts-changed', { counts });
    } catch (error) {
      this.logger.warn(`Outbox-Zähler: ${errorText(error)}`);
    }
  }

  /**
   * LISTEN on its own connection (not the pool's); reconnects after the database comes back. The
   * client is known to onModuleDestroy before it connects, so a shutdown meanwhile ends it too
   * instead of leaving it connected (the embedded database's stop would wait for it); what fails
   * because of that shutdown is no news.
   */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: (this.dataSource.options as PostgresDataSourceOptions).url });
    const warn = (error: unknown) => {
      if (!this.stopped) this.logger.warn(`LISTEN: ${errorText(error)}`);
    };
    client.on('error', warn);
    client.on('notification', (message) => {
      if (message.payload && (OUTBOX_KINDS as string[]).includes(message.payload)) this.wakeSoon(message.payload as OutboxKind);
    });
    client.on('end', () => {
      if (this.listener === client) this.listener = null;
      if (!this.stopped) setTimeout(() => void this.listen(), POLL_INTERVAL_MS).unref();
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
      this.wakeAll();
    } catch (error) {
      warn(error);
      await client.end().catch(() => undefined);
    }
  }
}
