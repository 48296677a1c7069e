import { Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderChannel, OrderRecord, OrderStatus, PaymentStatus } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { EventBus } from '../events/event-bus';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { OrderStore } from './order.store';

/** Who may still place an open order: the contact and the request's own proofs (not counted against itself). */
export interface OpenOrdersQuery {
  email: string | null;
  phone: string | null;
  idempotencyKey: string | null;
  checkoutKeyHash: string | null;
}

/** One settled order's lines of one stored VAT rate (OrderRecords.settledWithin). */
export interface SettledOrderRate {
  id: number;
  channel: OrderChannel;
  payment_method: string;
  delivery_method: string;
  status: string;
  total_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  completed_at: Date | null;
  cancelled_at: Date | null;
  vat_rate: number;
  /** Sum of the lines' gross cents at this rate (a numeric string, as PostgreSQL sums it). */
  gross: string;
  /** Sum of the lines' deposits at this rate. */
  deposit: string;
}

/** The order row a print is noted on, locked for the print's transaction. */
export interface LockedForPrint {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  printedAt: Date | null;
}

/**
 * The orders tables as other areas read and write them (the realtime gateway, payments' refunds,
 * the order limits, printing, the close of day): the orders area owns `orders` and `order_items`, and every
 * statement on them is written here or in OrderStore, not beside the code that needs it.
 */
@Injectable()
export class OrderRecords {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly store: OrderStore,
    private readonly events: EventBus,
  ) {}

  /** The order as its record (with its lines), as `manager`'s transaction sees it. */
  async record(manager: EntityManager, id: number): Promise<OrderRecord> {
    const order = await this.store.findById(id, manager);
    if (!order) throw new Error(`Bestellung ${id} fehlt`);
    return OrderMapper.toRecord(order);
  }

  /** Whether an order with that id has that token (a customer's socket handshake): only the token is read, compared in constant time. */
  async tokenMatches(id: number, token: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT token FROM orders WHERE id = $1', [id])) as { token: string }[];
    if (rows.length === 0) return false;
    const expected = Buffer.from(rows[0].token);
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** Pending or confirmed paid or cash orders of the contact (e-mail or phone, normalized by the database's own key functions). */
  async openOrdersOf({ email, phone, idempotencyKey, checkoutKeyHash }: OpenOrdersQuery): Promise<number> {
    const [{ open }] = (await this.dataSource.query(
      `SELECT count(*)::int AS open FROM orders
        WHERE status IN ('ausstehend', 'bestätigt') AND payment_status <> 'offen'
          AND (contact_email_key(email) = contact_email_key($1) OR contact_phone_key(phone) = contact_phone_key($2))
          AND ($3::text IS NULL OR idempotency_key IS DISTINCT FROM $3)
          AND ($4::text IS NULL OR checkout_key_hash IS DISTINCT FROM $4)`,
      [email, phone, idempotencyKey, checkoutKeyHash],
    )) as Array<{ open: number }>;
    return open;
  }

  /**
   * Every real order (paid or cash, never an unpaid PayPal attempt) completed or cancelled within
   * [from, until), its lines' gross and deposits summed per stored VAT rate: the close of day's figures.
   */
  async settledWithin(manager: EntityManager, from: Date, until: Date): Promise<SettledOrderRate[]> {
    return (await manager.query(
      `SELECT o.id, o.channel, o.payment_method, o.delivery_method, o.status, o.total_cents, o.discount_cents,
              o.delivery_fee_cents, o.completed_at, o.cancelled_at, i.vat_rate,
              sum(i.total_cents) AS gross, sum(i.deposit_cents * i.quantity) AS deposit
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.payment_status <> 'offen'
          AND ((o.completed_at >= $1 AND o.completed_at < $2)
            OR (o.status = 'storniert' AND o.cancelled_at >= $1 AND o.cancelled_at < $2))
        GROUP BY o.id, i.vat_rate
        ORDER BY o.id, i.vat_rate`,
      [from, until],
    )) as SettledOrderRate[];
  }

  /** Locks the order for a print from the board; null for an unknown order or a PayPal order not yet paid (staff never see those). */
  async lockForPrint(manager: EntityManager, id: number): Promise<LockedForPrint | null> {
    const locked = await this.store.lockById(manager, id);
    return locked && locked.paymentStatus !== 'offen' ? { status: locked.status, paymentStatus: locked.paymentStatus, printedAt: locked.printedAt } : null;
  }

  /** With the ticket's job when both are written for the same event (EventBus.write). */
  markPrinted(manager: EntityManager, id: number, at: Date): Promise<void> {
    return this.events.write(manager, { statement: 'UPDATE orders SET printed_at = $1 WHERE id = $2', parameters: [at, id] });
  }

  /** The PayPal capture a cancelled order's refund goes to. */
  async captureIdOf(manager: EntityManager, id: number): Promise<string> {
    const rows = (await manager.query('SELECT paypal_capture_id FROM orders WHERE id = $1', [id])) as { paypal_capture_id: string }[];
    return rows[0].paypal_capture_id;
  }

  /** `refundId` null: PayPal had it refunded already by other means. */
  async markRefunded(manager: EntityManager, id: number, refundId: string | null): Promise<void> {
    await manager.update(OrderEntity, { id }, { refundStatus: 'erstattet', paypalRefundId: refundId });
  }

  /** Marks a pending refund failed; false when it was marked so before (only the first failure is news). */
  async markRefundFailed(manager: EntityManager, id: number): Promise<boolean> {
    const [, changed] = (await manager.query(`UPDATE orders SET refund_status = 'fehlgeschlagen' WHERE id = $1 AND refund_status = 'ausstehend' RETURNING id`, [id])) as [
      unknown[],
      number,
    ];
    return changed > 0;
  }
}
