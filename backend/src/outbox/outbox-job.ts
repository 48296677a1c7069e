import type { OutboxKind } from '@pizzeria/domain';
import type { EventTransaction } from '../events/event-bus';

/**
 * A mail as queued: the body as text and HTML, or the name of the template its sender renders it
 * from when it is sent, with that template's input (which the area that queues it defines).
 * The subject is always there (the board's outbox panel lists it).
 */
export type MailJobPayload = { to: string; subject: string } & ({ text: string; html: string } | { template: string; input: unknown });

export interface PrintJobPayload {
  /** The ESC/POS bytes of the ticket, base64. */
  data: string;
}

export interface RefundJobPayload {
  captureId: string;
  /** EUR with 2 decimals, as PayPal wants it. */
  amount: string;
}

/** One row of outbox_jobs as the worker hands it to a handler. */
export interface OutboxJob<P = unknown> {
  id: number;
  kind: OutboxKind;
  dedupeKey: string;
  orderId: number | null;
  payload: P;
  attempts: number;
  createdAt: Date;
}

/**
 * How a failed delivery counts: the other side is down (the whole kind pauses and retries, staff
 * see it), only this job failed for now (it retries alone), or it can never succeed (failed).
 */
export type DeliveryFailure = 'channel-down' | 'retry' | 'permanent';

/** Delivers one kind of job; registered with the OutboxWorker by the area that owns the channel. */
export interface OutboxHandler<P = unknown, R = unknown> {
  /** Jobs sent at once per process (its connections to the other side); one, in id order, when absent. */
  readonly parallel?: number;
  /**
   * Jobs claimed in one transaction (one round trip to claim them, one to mark them sent), at
   * least `parallel`. A crash puts back the whole claim, so those already sent go again.
   */
  readonly batch?: number;
  deliver(job: OutboxJob<P>): Promise<R>;
  classify(error: unknown): DeliveryFailure;
  /** Runs in the transaction that marks the job sent. */
  afterDelivered?(job: OutboxJob<P>, result: R, tx: EventTransaction): Promise<void>;
  /** Runs in the transaction that records the failed attempt; `gaveUp` when the job is failed for good. */
  afterFailed?(job: OutboxJob<P>, reason: string, tx: EventTransaction, gaveUp: boolean): Promise<void>;
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
