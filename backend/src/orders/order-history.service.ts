import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SYSTEM_ACTOR, type Clock, type OrderHistoryAction, type OrderHistoryEntry } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { EventBus } from '../events/event-bus';

export interface OrderHistoryRecord {
  orderId: number;
  actor: string;
  action: OrderHistoryAction;
  from: string | null;
  to: string | null;
  reason?: string | null;
  details?: OrderHistoryEntry['details'];
}

interface HistoryRow {
  id: string;
  at: Date;
  actor: string;
  action: OrderHistoryAction;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  details: OrderHistoryEntry['details'];
}

/**
 * The history of every placed order (table `order_history`, owned here): each row is written in
 * the transaction of the change it tells about, and the same action goes to the owner's change
 * log, so neither can show a change that did not happen or miss one that did.
 */
@Injectable()
export class OrderHistoryService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // PayPal's answer to a refund: nobody at the shop did it, the payment provider did.
    this.events.onPublishing('order.refund-succeeded', ({ order }, manager) =>
      this.record(manager, {
        orderId: order.order_id,
        actor: SYSTEM_ACTOR,
        action: 'refund',
        from: 'ausstehend',
        to: 'erstattet',
        details: { amount: order.order_total },
      }),
    );
    this.events.onPublishing('order.refund-failed', ({ order, reason }, manager) =>
      this.record(manager, { orderId: order.order_id, actor: SYSTEM_ACTOR, action: 'refund', from: 'ausstehend', to: 'fehlgeschlagen', reason }),
    );
  }

  async record(manager: EntityManager, entry: OrderHistoryRecord): Promise<void> {
    const details = entry.details && Object.keys(entry.details).length > 0 ? entry.details : null;
    await manager.query(`INSERT INTO order_history (order_id, at, actor, action, from_state, to_state, reason, details) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`, [
      entry.orderId,
      this.clock.now(),
      entry.actor,
      entry.action,
      entry.from,
      entry.to,
      entry.reason ?? null,
      details === null ? null : JSON.stringify(details),
    ]);
    await this.audit.record(manager, {
      actor: entry.actor,
      action: `order.${entry.action}`,
      target: `Bestellung Nr. ${entry.orderId}`,
      details: {
        ...(entry.from !== entry.to
          ? { changes: [{ field: entry.action === 'refund' ? 'refund' : entry.action === 'assign' ? 'driver' : 'status', from: entry.from, to: entry.to }] }
          : {}),
        ...(entry.reason ? { reason: entry.reason } : {}),
        ...details,
      },
    });
  }

  /** Oldest first, as the order dialog tells the order's story. */
  async list(orderId: number): Promise<OrderHistoryEntry[]> {
    const rows = (await this.dataSource.query(`SELECT id, at, actor, action, from_state, to_state, reason, details FROM order_history WHERE order_id = $1 ORDER BY id`, [
      orderId,
    ])) as HistoryRow[];
    return rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      from: row.from_state,
      to: row.to_state,
      reason: row.reason,
      details: row.details,
    }));
  }
}
