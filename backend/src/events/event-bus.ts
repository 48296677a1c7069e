import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { DomainEventName, DomainEvents } from './domain-events';
import { combineWrites, type QueuedWrite } from './queued-writes';

/** Runs inside the publishing transaction: writes what must commit or fail with the change (outbox rows). */
export type InTransactionHandler<K extends DomainEventName> = (payload: DomainEvents[K], manager: EntityManager) => Promise<void>;
/** Runs after the commit; must not throw into the publisher (a failed push must not fail an order). */
export type AfterCommitHandler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/** A transaction that may publish domain events. */
export interface EventTransaction {
  manager: EntityManager;
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): Promise<void>;
}

type HandlerLists = Partial<Record<DomainEventName, unknown[]>>;

/**
 * A small typed event bus of our own rather than @nestjs/event-emitter: subscribers come in two
 * kinds that a plain emitter cannot tell apart — those that write rows in the publisher's
 * transaction (mails and print jobs go to the outbox and commit or roll back with the order) and
 * those that act after the commit (live push). Events are held until the transaction committed
 * (like Vendure's EventBus) and dropped when it rolls back.
 */
@Injectable()
export class EventBus {
  private readonly logger = new Logger('Ereignisse');
  private readonly inTransaction: HandlerLists = {};
  private readonly afterCommit: HandlerLists = {};
  /** The writes queued by the in-transaction subscribers of the event being published, by transaction. */
  private readonly queued = new WeakMap<EntityManager, QueuedWrite[]>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onPublishing<K extends DomainEventName>(name: K, handler: InTransactionHandler<K>): void {
    (this.inTransaction[name] ??= [] as unknown[]).push(handler);
  }

  onCommitted<K extends DomainEventName>(name: K, handler: AfterCommitHandler<K>): void {
    (this.afterCommit[name] ??= [] as unknown[]).push(handler);
  }

  /**
   * A subscriber's write in the transaction: while the in-transaction subscribers of an event run,
   * it waits for the others' and all go to PostgreSQL in one statement once they ran (an order's
   * mail, its ticket and its print mark: one round trip instead of three); otherwise it runs now.
   */
  async write(manager: EntityManager, write: QueuedWrite): Promise<void> {
    const queue = this.queued.get(manager);
    if (queue) queue.push(write);
    else await this.run(manager, [write]);
  }

  private async run(manager: EntityManager, writes: QueuedWrite[]): Promise<void> {
    if (!writes.length) return;
    const { text, parameters } = combineWrites(writes);
    await preparedQuery(manager, text, parameters);
  }

  /** Runs `work` in a transaction; the events it published reach the after-commit subscribers once it committed. */
  async transaction<T>(work: (tx: EventTransaction) => Promise<T>): Promise<T> {
    const held: [DomainEventName, unknown][] = [];
    const result = await this.dataSource.transaction(async (manager) => {
      const tx: EventTransaction = {
        manager,
        publish: async (name, payload) => {
          const writes: QueuedWrite[] = [];
          this.queued.set(manager, writes);
          try {
            for (const handler of (this.inTransaction[name] ?? []) as InTransactionHandler<typeof name>[]) await handler(payload, manager);
          } finally {
            this.queued.delete(manager);
          }
          await this.run(manager, writes);
          held.push([name, payload]);
        },
      };
      return work(tx);
    });
    for (const [name, payload] of held) this.deliver(name, payload);
    // The publisher goes on (an order's HTTP answer, a chain of promises) only after the event loop
    // came round once: a push's socket.io adapter sends its NOTIFY from a callback that the database
    // pool defers (process.nextTick), which otherwise waits until that whole chain has run.
    if (held.length) await new Promise((resolve) => setImmediate(resolve));
    return result;
  }

  /**
   * A fact that is committed already (PostgreSQL announced it, or nothing transactional changed, as
   * a printer that stopped answering): straight to the after-commit subscribers.
   */
  announce<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void {
    this.deliver(name, payload);
  }

  private deliver(name: DomainEventName, payload: unknown): void {
    for (const handler of (this.afterCommit[name] ?? []) as AfterCommitHandler<typeof name>[]) {
      Promise.resolve()
        .then(() => handler(payload as DomainEvents[typeof name]))
        .catch((error: unknown) => this.logger.error(`${name}: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
}
