import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { Clock, OrderRecord } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { VoucherService } from '../checkout/voucher.service';
import { CLOCK } from '../common/clock';
import { NotificationsService } from '../notifications/notifications.service';
import { RealtimeService } from '../realtime/realtime.service';
import { attemptKeyHash, matchesAttemptKey, submissionFingerprint } from './client-proofs';
import type { PlaceOrderDto } from './dto/place-order.dto';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderPreparationService, type PreparedOrder } from './order-preparation.service';
import { IDEMPOTENCY_KEY_CONSTRAINT, OrderStore, isUniqueViolation } from './order.store';
import { OrderEntity } from './order.entity';

export interface PlacedOrder {
  order: OrderRecord;
  /** False when an earlier request (same Idempotency-Key or PayPal payment) already created it. */
  created: boolean;
}

/**
 * Placing orders: cash orders at once, PayPal orders in two steps (stored unpaid when PayPal's
 * order is created, made real when the payment is captured). Staff and the customer hear of an
 * order only after it committed.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly preparation: OrderPreparationService,
    private readonly store: OrderStore,
    private readonly vouchers: VoucherService,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The Idempotency-Key makes a retried cash submission return the first order (for the same
   * submission only); for a PayPal payment it proves that the caller is the browser that started it.
   */
  async place(dto: PlaceOrderDto, idempotencyKey: string | null): Promise<PlacedOrder> {
    if (dto.paymentMethod === 'paypal') return this.paidPaypalOrder(dto.paypalOrderId, idempotencyKey);
    const fingerprint = idempotencyKey ? submissionFingerprint(dto) : null;
    if (idempotencyKey) {
      const earlier = await this.store.findByIdempotencyKey(idempotencyKey);
      if (earlier) return this.sameSubmission(earlier, fingerprint);
    }
    const prepared = await this.preparation.prepare(dto);
    let id: number;
    try {
      id = await this.store.transaction(async (manager) => {
        const payment = { paymentMethod: 'cash', paymentStatus: 'bar', idempotencyKey, idempotencyFingerprint: fingerprint } as const;
        const order = await this.store.insert(manager, prepared, payment, this.clock.now());
        if (prepared.quote.voucherId !== null) await this.vouchers.redeem(manager, prepared.quote.voucherId);
        return order.id;
      });
    } catch (error) {
      // A concurrent request with the same key won the race: answer with its order.
      if (idempotencyKey && isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) {
        const winner = await this.store.findByIdempotencyKey(idempotencyKey);
        if (winner) return this.sameSubmission(winner, fingerprint);
      }
      throw error;
    }
    const record = await this.announceNewOrder(id);
    return { order: record, created: true };
  }

  /** The earlier order of a reused Idempotency-Key, but only for the very same submission. */
  private sameSubmission(earlier: OrderEntity, fingerprint: string | null): PlacedOrder {
    if (earlier.idempotencyFingerprint !== fingerprint) throw new UnprocessableEntityException(ORDER_API_MESSAGES.idempotencyKeyReused);
    return { order: OrderMapper.toRecord(earlier), created: false };
  }

  /**
   * Stores a PayPal order as awaiting payment: invisible to staff until captured. Only the hash
   * of the browser's attempt key is kept, to recognise that browser at capture.
   */
  async createUnpaidPaypalOrder(prepared: PreparedOrder, paypalOrderId: string, attemptKey: string): Promise<OrderEntity> {
    const payment = { paymentMethod: 'paypal', paymentStatus: 'offen', paypalOrderId, paypalAttemptKeyHash: attemptKeyHash(attemptKey) } as const;
    return this.store.transaction((manager) => this.store.insert(manager, prepared, payment, this.clock.now()));
  }

  findByPaypalOrderId(paypalOrderId: string): Promise<OrderEntity | null> {
    return this.store.findByPaypalOrderId(paypalOrderId);
  }

  unpaidPaypalOrderIds(createdFrom: Date, createdUntil: Date, limit: number): Promise<string[]> {
    return this.store.unpaidPaypalOrderIds(createdFrom, createdUntil, limit);
  }

  /**
   * Turns the unpaid order of a captured PayPal payment into a real order (paid, on the board).
   * Safe to call repeatedly and concurrently: only the first call changes the row and announces it.
   */
  async markPaypalPaid(paypalOrderId: string, captureId: string): Promise<OrderRecord> {
    const { id, newlyPaid } = await this.store.transaction(async (manager) => {
      const order = await this.store.lockByPaypalOrderId(manager, paypalOrderId);
      if (!order) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      if (order.paymentStatus !== 'offen') return { id: order.id, newlyPaid: false };
      await manager.update(
        OrderEntity,
        { id: order.id },
        { paymentStatus: 'bezahlt', paypalCaptureId: captureId, placedAt: this.clock.now() },
      );
      if (order.voucherId !== null) await this.redeemPaidVoucher(manager, order);
      return { id: order.id, newlyPaid: true };
    });
    if (newlyPaid) return this.announceNewOrder(id);
    const order = await this.store.findById(id);
    return OrderMapper.toRecord(order as OrderEntity);
  }

  /**
   * The money is already taken, so the order stands even if the voucher ran out meanwhile; the
   * savepoint keeps the order's transaction usable after a refused redemption.
   */
  private async redeemPaidVoucher(manager: EntityManager, order: OrderEntity): Promise<void> {
    await manager.query('SAVEPOINT voucher_redeem');
    try {
      await this.vouchers.redeem(manager, order.voucherId as number);
      await manager.query('RELEASE SAVEPOINT voucher_redeem');
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT voucher_redeem');
      // The order holds no use of the voucher, so cancelling it must not give one back.
      await manager.update(OrderEntity, { id: order.id }, { voucherId: null });
      this.logger.warn(`Gutschein ${order.discountCode} bei bezahlter PayPal-Bestellung ${order.id} nicht mehr einlösbar: ${String(error)}`);
    }
  }

  /**
   * The browser's POST /api/orders after a PayPal capture: the order the capture already created.
   * Knowing the PayPal order id is not enough; without that browser's attempt key the order is
   * "not found", whatever else the body says.
   */
  private async paidPaypalOrder(paypalOrderId: string | undefined, attemptKey: string | null): Promise<PlacedOrder> {
    if (!paypalOrderId) throw new BadRequestException(ORDER_API_MESSAGES.paypalNeedsPayment);
    const order = await this.store.findByPaypalOrderId(paypalOrderId);
    if (!order || !matchesAttemptKey(order.paypalAttemptKeyHash, attemptKey)) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    if (order.paymentStatus !== 'bezahlt') throw new ConflictException(ORDER_API_MESSAGES.paypalNotCaptured);
    return { order: OrderMapper.toRecord(order), created: false };
  }

  private async announceNewOrder(id: number): Promise<OrderRecord> {
    const order = await this.store.findById(id);
    const record = OrderMapper.toRecord(order as OrderEntity);
    this.realtime.orderCreated(record);
    this.notifications.orderReceived(record);
    return record;
  }
}
