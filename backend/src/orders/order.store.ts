import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { insertNewOrder, type InsertOptions, type NewOrderPayment } from './new-order';
import { OrderEntity } from './order.entity';
import type { PreparedOrder } from './order-preparation.service';

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}

export const IDEMPOTENCY_KEY_CONSTRAINT = 'orders_idempotency_key_key';

/** Reading and writing order rows; every caller decides about transactions and events. */
@Injectable()
export class OrderStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Writes the order and its lines as priced by the server, in one statement (see insertNewOrder). */
  insert(manager: EntityManager, prepared: PreparedOrder, payment: NewOrderPayment, now: Date, options: InsertOptions = {}): Promise<OrderEntity> {
    return insertNewOrder(manager, prepared, payment, now, options);
  }

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<OrderEntity | null> {
    return this.withItems(manager, 'o.id = :id', { id });
  }

  /**
   * One order with its lines in one query. (findOne with relations first asks for the distinct id,
   * then for the rows: two round trips for a row that is found by a unique key anyway.)
   */
  private withItems(manager: EntityManager, where: string, parameters: Record<string, unknown>): Promise<OrderEntity | null> {
    return manager.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.items', 'i').where(where, parameters).orderBy('i.position', 'ASC').getOne();
  }

  /** The order with `id` whose token matches, compared in constant time. */
  async findByIdAndToken(id: number, token: string): Promise<OrderEntity | null> {
    const order = await this.findById(id);
    if (!order) return null;
    const expected = Buffer.from(order.token);
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given) ? order : null;
  }

  findByIdempotencyKey(key: string): Promise<OrderEntity | null> {
    return this.withItems(this.dataSource.manager, 'o.idempotencyKey = :key', { key });
  }

  /** The order that counts for a checkout: stored for cash, paid, or a PayPal payment being captured. */
  findCheckoutHolder(checkoutKeyHash: string): Promise<OrderEntity | null> {
    return this.withItems(this.dataSource.manager, "o.checkoutKeyHash = :checkoutKeyHash AND (o.paymentStatus <> 'offen' OR o.captureStartedAt IS NOT NULL)", {
      checkoutKeyHash,
    });
  }

  findByPaypalOrderId(paypalOrderId: string): Promise<OrderEntity | null> {
    return this.withItems(this.dataSource.manager, 'o.paypalOrderId = :paypalOrderId', { paypalOrderId });
  }

  /**
   * Orders awaiting payment created before `createdUntil`, to ask PayPal about: never asked first
   * (the youngest of them first: a payment just captured is likelier there than in an old
   * abandoned checkout), then the longest unasked, so every one gets its turn whatever the backlog.
   */
  async awaitingPaypal(createdUntil: Date, limit: number): Promise<Array<{ paypalOrderId: string; createdAt: Date }>> {
    const rows = (await this.dataSource.query(
      `SELECT paypal_order_id, created_at FROM orders
        WHERE payment_status = 'offen' AND status = 'ausstehend' AND paypal_order_id IS NOT NULL AND created_at <= $1
        ORDER BY paypal_checked_at NULLS FIRST, created_at DESC LIMIT $2`,
      [createdUntil, limit],
    )) as Array<{ paypal_order_id: string; created_at: Date }>;
    return rows.map((row) => ({ paypalOrderId: row.paypal_order_id, createdAt: row.created_at }));
  }

  /** Records that PayPal was asked now (real time: it orders the turns, it is no shop time). */
  async markPaypalChecked(paypalOrderId: string): Promise<void> {
    await this.dataSource.query(`UPDATE orders SET paypal_checked_at = clock_timestamp() WHERE paypal_order_id = $1`, [paypalOrderId]);
  }

  /** Ends an abandoned checkout that is still awaiting payment; false when it was paid meanwhile. */
  async expireAwaitingPaypal(paypalOrderId: string, reason: string): Promise<boolean> {
    const [, changed] = (await this.dataSource.query(
      `UPDATE orders SET status = 'storniert', cancel_reason = $2 WHERE paypal_order_id = $1 AND payment_status = 'offen' AND status = 'ausstehend'`,
      [paypalOrderId, reason],
    )) as [unknown, number];
    return changed > 0;
  }

  /** Locks the order row until the caller's transaction ends (SELECT … FOR UPDATE). */
  lockById(manager: EntityManager, id: number): Promise<OrderEntity | null> {
    return manager.createQueryBuilder(OrderEntity, 'o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  }

  lockByPaypalOrderId(manager: EntityManager, paypalOrderId: string): Promise<OrderEntity | null> {
    return manager.createQueryBuilder(OrderEntity, 'o').setLock('pessimistic_write').where('o.paypalOrderId = :paypalOrderId', { paypalOrderId }).getOne();
  }
}
