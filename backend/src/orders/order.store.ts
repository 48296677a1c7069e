import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { toCents, type PaymentMethod, type PaymentStatus } from '@pizzeria/domain';
import { Between, DataSource, EntityManager, IsNull, Not, QueryFailedError } from 'typeorm';
import { OrderItemEntity } from './order-item.entity';
import { OrderEntity } from './order.entity';
import type { PreparedOrder } from './order-preparation.service';

export interface NewOrderPayment {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  idempotencyKey?: string | null;
  idempotencyFingerprint?: string | null;
  paypalOrderId?: string | null;
  paypalAttemptKeyHash?: string | null;
}

/** 192 random bits, URL-safe: the customer's secret for their order. */
function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}

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

  /** Writes the order and its lines as priced by the server. Unpaid PayPal orders get no placed_at yet. */
  async insert(manager: EntityManager, prepared: PreparedOrder, payment: NewOrderPayment, now: Date): Promise<OrderEntity> {
    const { submission: s, quote } = prepared;
    const isDelivery = s.deliveryMethod === 'lieferung';
    const order = manager.create(OrderEntity, {
      token: newOrderToken(),
      status: 'ausstehend',
      paymentStatus: payment.paymentStatus,
      paymentMethod: payment.paymentMethod,
      deliveryMethod: s.deliveryMethod,
      firstName: s.firstName.trim(),
      lastName: s.lastName.trim(),
      street: isDelivery ? s.street.trim() : (s.street ?? '').trim(),
      houseNumber: isDelivery ? s.house_number.trim() : (s.house_number ?? '').trim(),
      company: (s.company ?? '').trim(),
      email: s.email.trim(),
      phone: s.phone.trim(),
      postalCode: s.postalCode ?? '',
      city: (s.city ?? '').trim(),
      desiredDeliveryDate: s.desiredDeliveryDate,
      desiredDeliveryTime: s.desiredDeliveryTime,
      preorder: prepared.preorder,
      messageToChef: (s.messageToChef ?? '').trim(),
      messageToDriver: isDelivery ? (s.messageToDriver ?? '').trim() : '',
      discountCode: prepared.discountCode,
      voucherId: quote.voucherId,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      totalCents: quote.totalCents,
      deliveryTime: null,
      estimatedAt: null,
      createdAt: now,
      placedAt: payment.paymentStatus === 'offen' ? null : now,
      idempotencyKey: payment.idempotencyKey ?? null,
      idempotencyFingerprint: payment.idempotencyFingerprint ?? null,
      paypalOrderId: payment.paypalOrderId ?? null,
      paypalAttemptKeyHash: payment.paypalAttemptKeyHash ?? null,
      items: quote.lines.map((line, index) =>
        manager.create(OrderItemEntity, {
          position: index + 1,
          productId: line.item.productID,
          productName: line.item.productName,
          categoryId: line.item.category_id,
          variantId: line.item.variantID,
          variantName: line.item.variantName,
          variantPriceCents: toCents(line.item.variantPrice),
          quantity: line.item.quantity,
          unitCents: line.unitCents,
          totalCents: line.totalCents,
          extras: line.item.extras,
          dip: line.item.dip,
          dressing: line.item.dressing,
        }),
      ),
    });
    return manager.save(order);
  }

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<OrderEntity | null> {
    return manager.findOne(OrderEntity, { where: { id }, relations: { items: true } });
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
    return this.dataSource.manager.findOne(OrderEntity, { where: { idempotencyKey: key }, relations: { items: true } });
  }

  findByPaypalOrderId(paypalOrderId: string): Promise<OrderEntity | null> {
    return this.dataSource.manager.findOne(OrderEntity, { where: { paypalOrderId }, relations: { items: true } });
  }

  /** PayPal order ids of orders still awaiting payment that were created in the range, oldest first. */
  async unpaidPaypalOrderIds(createdFrom: Date, createdUntil: Date, limit: number): Promise<string[]> {
    const rows = await this.dataSource.manager.find(OrderEntity, {
      select: { id: true, paypalOrderId: true },
      where: { paymentStatus: 'offen', paypalOrderId: Not(IsNull()), createdAt: Between(createdFrom, createdUntil) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.paypalOrderId as string);
  }

  /** Locks the order row until the caller's transaction ends (SELECT … FOR UPDATE). */
  lockById(manager: EntityManager, id: number): Promise<OrderEntity | null> {
    return manager.createQueryBuilder(OrderEntity, 'o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  }

  lockByPaypalOrderId(manager: EntityManager, paypalOrderId: string): Promise<OrderEntity | null> {
    return manager
      .createQueryBuilder(OrderEntity, 'o')
      .setLock('pessimistic_write')
      .where('o.paypalOrderId = :paypalOrderId', { paypalOrderId })
      .getOne();
  }

  /** Sets printed_at of a placed (not unpaid) order; false when there is none. */
  async markPrinted(id: number, at: Date): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(OrderEntity)
      .set({ printedAt: at })
      .where('id = :id AND payment_status <> :unpaid', { id, unpaid: 'offen' })
      .execute();
    return Boolean(result.affected);
  }
}
