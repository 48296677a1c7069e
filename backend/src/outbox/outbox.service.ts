import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OutboxCounts, OutboxKind, PrinterStatus } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import type { MailJobPayload, PrintJobPayload, RefundJobPayload } from './outbox-job';

export const OUTBOX_CHANNEL = 'outbox_jobs';
export const OUTBOX_KINDS: readonly OutboxKind[] = ['mail', 'print', 'refund'];

/**
 * A job's place in its lane (lower first): the owner's alarm that orders wait unanswered (each minute
 * of it may lose an order), then customers' mails about their orders, then anything else.
 */
export const OUTBOX_PRIORITY = { alarm: -1, customer: 0, normal: 1 } as const;

export interface NewJob<P> {
  /** Names the effect (e.g. `mail:order-received:17`): enqueueing it again is a no-op. */
  key: string;
  orderId?: number | null;
  payload: P;
  /** OUTBOX_PRIORITY.normal when omitted. */
  priority?: (typeof OUTBOX_PRIORITY)[keyof typeof OUTBOX_PRIORITY];
}

/** A waiting or failed job as the board's panel lists it. */
export interface OutboxJobView {
  id: number;
  kind: OutboxKind;
  orderId: number | null;
  status: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  /** The mail's subject, else null. */
  subject: string | null;
}

export interface RetryFilter {
  id?: number;
  orderId?: number;
  kind?: OutboxKind;
}

/**
 * Writes outbox jobs inside the caller's transaction (so they commit or roll back with the change
 * that causes them) and answers what waits or failed. The NOTIFY is delivered at commit and wakes
 * the worker of every process at once.
 */
@Injectable()
export class OutboxService {
  private readonly logger = new Logger('Outbox');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  /** Without SMTP_URL mails are only logged, as before the outbox. */
  async enqueueMail(manager: EntityManager, job: NewJob<MailJobPayload>): Promise<void> {
    if (!this.config.smtpUrl) {
      this.logger.log(`Kein SMTP_URL gesetzt, E-Mail an ${job.payload.to} nicht versendet: ${job.payload.subject}`);
      if ('text' in job.payload) this.logger.debug(job.payload.text);
      return;
    }
    await this.enqueue(manager, 'mail', job);
  }

  /** Without PRINTER_URL nothing is queued: the board's browser print is the only printing. */
  async enqueuePrint(manager: EntityManager, job: NewJob<PrintJobPayload>): Promise<void> {
    if (this.config.printerUrl) await this.enqueue(manager, 'print', job);
  }

  /** How many print jobs an order has had, in the caller's transaction (the next board print's key, and whether it is a reprint). */
  async printJobCount(manager: EntityManager, orderId: number): Promise<number> {
    const rows = (await manager.query(`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'print' AND order_id = $1`, [orderId])) as { n: number }[];
    return rows[0].n;
  }

  /** The orders with a sent job that still carries its data (mail text, ticket), for erasing it once the order is anonymised. */
  async ordersWithSentData(manager: EntityManager): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT DISTINCT order_id FROM outbox_jobs WHERE order_id IS NOT NULL AND status = 'sent' AND payload <> '{}'::jsonb ORDER BY order_id`,
    )) as { order_id: number }[];
    return rows.map((row) => row.order_id);
  }

  /**
   * Empties the data of the orders' sent jobs in the caller's transaction. A job still to be sent (or
   * retried) keeps it until it went out: sending needs it.
   */
  async eraseSentData(manager: EntityManager, orderIds: number[]): Promise<void> {
    await manager.query(`UPDATE outbox_jobs SET payload = '{}'::jsonb WHERE order_id = ANY($1::int[]) AND status = 'sent' AND payload <> '{}'::jsonb`, [orderIds]);
  }

  enqueueRefund(manager: EntityManager, job: NewJob<RefundJobPayload>): Promise<void> {
    return this.enqueue(manager, 'refund', job);
  }

  /**
   * The job with a NOTIFY for its kind (delivered at commit); while an event is published, in one
   * statement with the other writes of its subscribers (EventBus.write). A job whose key exists already is left out.
   */
  private enqueue(manager: EntityManager, kind: OutboxKind, job: NewJob<unknown>): Promise<void> {
    return this.events.write(manager, {
      statement: `INSERT INTO outbox_jobs (kind, dedupe_key, order_id, payload, priority) VALUES ($1, $2, $3, $4::jsonb, $5) ON CONFLICT (dedupe_key) DO NOTHING`,
      select: `pg_notify($6, $1)`,
      parameters: [kind, job.key, job.orderId ?? null, JSON.stringify(job.payload), job.priority ?? OUTBOX_PRIORITY.normal, OUTBOX_CHANNEL],
    });
  }

  async counts(): Promise<OutboxCounts> {
    const rows = (await this.dataSource.query(
      `SELECT kind, status, count(*)::int AS n FROM outbox_jobs WHERE status IN ('pending', 'failed') GROUP BY kind, status`,
    )) as { kind: OutboxKind; status: 'pending' | 'failed'; n: number }[];
    const counts = Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, { waiting: 0, failed: 0 }])) as OutboxCounts;
    for (const row of rows) counts[row.kind][row.status === 'pending' ? 'waiting' : 'failed'] = row.n;
    return counts;
  }

  /** The oldest waiting and failed jobs (the panel shows a few; counts give the size). */
  async list(limit = 50): Promise<OutboxJobView[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, kind, order_id, status, attempts, last_error, next_attempt_at, created_at, payload->>'subject' AS subject
         FROM outbox_jobs WHERE status IN ('pending', 'failed') ORDER BY id LIMIT $1`,
      [limit],
    )) as {
      id: string;
      kind: OutboxKind;
      order_id: number | null;
      status: 'pending' | 'failed';
      attempts: number;
      last_error: string | null;
      next_attempt_at: Date;
      created_at: Date;
      subject: string | null;
    }[];
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      orderId: row.order_id,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at.toISOString(),
      createdAt: row.created_at.toISOString(),
      subject: row.kind === 'mail' ? row.subject : null,
    }));
  }

  /**
   * Makes matching waiting or failed jobs due now, with another day before giving up, and lifts
   * the pause of their kind: staff know the other side is back. Returns how many.
   */
  async retry(filter: RetryFilter): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `UPDATE outbox_jobs SET status = 'pending', next_attempt_at = now(), give_up_at = now() + interval '1 day'
          WHERE status IN ('pending', 'failed') AND ($1::bigint IS NULL OR id = $1) AND ($2::int IS NULL OR order_id = $2) AND ($3::text IS NULL OR kind = $3)
          RETURNING kind`,
        [filter.id ?? null, filter.orderId ?? null, filter.kind ?? null],
      )) as [{ kind: OutboxKind }[], number];
      const kinds = [...new Set(rows[0].map((row) => row.kind))];
      for (const kind of kinds) {
        await manager.query('UPDATE outbox_channels SET paused_until = NULL WHERE kind = $1', [kind]);
        await manager.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, kind]);
      }
      return rows[0].length;
    });
  }

  /** Whether jobs of `kind` wait: then the worker's own attempts tell whether the other side is up. */
  async hasPending(kind: OutboxKind): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM outbox_jobs WHERE kind = $1 AND status = 'pending' LIMIT 1`, [kind])) as unknown[];
    return rows.length > 0;
  }

  /** A check (not a job) found `kind`'s other side unreachable; true when that is news. Its jobs are not paused. */
  async markDown(kind: OutboxKind, reason: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `INSERT INTO outbox_channels (kind, down_since, last_error) VALUES ($1, now(), $2)
       ON CONFLICT (kind) DO UPDATE SET down_since = coalesce(outbox_channels.down_since, now()), last_error = $2
       RETURNING (xmax = 0 OR down_since = now()) AS went_down`,
      [kind, reason],
    )) as { went_down: boolean }[];
    return Boolean(rows[0]?.went_down);
  }

  /** A check reached `kind`'s other side; true when it was down until now. */
  async markUp(kind: OutboxKind): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE outbox_channels SET down_since = NULL, paused_until = NULL, last_error = NULL WHERE kind = $1 AND down_since IS NOT NULL RETURNING kind`,
      [kind],
    )) as [unknown[], number];
    return rows[1] > 0;
  }

  async printerStatus(): Promise<PrinterStatus> {
    const rows = (await this.dataSource.query(`SELECT down_since, last_error FROM outbox_channels WHERE kind = 'print'`)) as {
      down_since: Date | null;
      last_error: string | null;
    }[];
    const down = rows[0]?.down_since ?? null;
    return {
      configured: Boolean(this.config.printerUrl),
      reachable: down === null,
      downSince: down ? down.toISOString() : null,
      lastError: down ? (rows[0]?.last_error ?? null) : null,
    };
  }
}
