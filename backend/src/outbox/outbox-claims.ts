import type { OutboxKind } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { OutboxHandler, OutboxJob } from './outbox-job';

interface JobRow {
  id: string;
  kind: OutboxKind;
  dedupe_key: string;
  order_id: number | null;
  payload: unknown;
  attempts: number;
  created_at: Date;
  expired: boolean;
}

/** A claimed job, its attempt counted; `expired` when its day is up and it is to be given up instead of sent. */
export interface ClaimedJob {
  job: OutboxJob;
  expired: boolean;
}

/**
 * Locks up to `limit` due jobs of `kind` (by priority, then id) for the caller's transaction and
 * sets the transaction's lease, in one round trip; none while the kind is paused. SKIP LOCKED
 * hands each job to exactly one sender, of this process or another. Like markSent a prepared statement
 * (see preparedQuery): both run for every ticket, and parsing and planning them cost more than running them.
 */
export async function claimDue(manager: EntityManager, kind: OutboxKind, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  const rows = await preparedQuery<JobRow>(
    manager,
    `SELECT job.*, set_config('idle_in_transaction_session_timeout', $2, true) AS lease FROM (
       SELECT id, kind, dedupe_key, order_id, payload, attempts, created_at, priority, give_up_at <= now() AS expired FROM outbox_jobs
        WHERE kind = $1 AND status = 'pending' AND next_attempt_at <= now()
          AND NOT EXISTS (SELECT 1 FROM outbox_channels WHERE kind = $1 AND paused_until > now())
        ORDER BY priority, id LIMIT $3 FOR UPDATE SKIP LOCKED
     ) AS job ORDER BY priority, id`,
    [kind, String(leaseMs), limit],
  );
  return rows.map((row) => ({
    job: {
      id: Number(row.id),
      kind: row.kind,
      dedupeKey: row.dedupe_key,
      orderId: row.order_id,
      payload: row.payload,
      attempts: row.attempts + 1,
      createdAt: row.created_at,
    },
    expired: row.expired,
  }));
}

/** Marks the jobs sent and their kind up, in one statement; true when the kind was down until now. */
export async function markSent(manager: EntityManager, kind: OutboxKind, jobs: OutboxJob[]): Promise<boolean> {
  const rows = await preparedQuery<{ kind: OutboxKind }>(
    manager,
    `WITH sent AS (
       UPDATE outbox_jobs SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1::bigint[])
     )
     UPDATE outbox_channels SET down_since = NULL, paused_until = NULL, last_error = NULL WHERE kind = $2 AND down_since IS NOT NULL RETURNING kind`,
    [jobs.map((job) => job.id), kind],
  );
  return rows.length > 0;
}

/** What became of one claimed job's delivery. */
export type Outcome = { job: OutboxJob; sent: true; result: unknown } | { job: OutboxJob; sent: false; error: unknown };

/**
 * Delivers the claimed jobs in their order, `parallel` at a time. After a failure that says the
 * other side is down, and once `budgetMs` passed, no further one is started: those not started
 * have no outcome and go back untouched.
 */
export async function deliverAll(handler: OutboxHandler, jobs: OutboxJob[], parallel: number, budgetMs: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const startedAt = Date.now();
  let next = 0;
  let down = false;
  const sender = async () => {
    while (!down && next < jobs.length && Date.now() - startedAt <= budgetMs) {
      const job = jobs[next++];
      try {
        outcomes.push({ job, sent: true, result: await handler.deliver(job) });
      } catch (error) {
        outcomes.push({ job, sent: false, error });
        if (handler.classify(error) === 'channel-down') down = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, sender));
  return outcomes;
}
