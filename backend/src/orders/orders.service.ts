import {
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { Clock, OrderRecord } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { VoucherService } from '../checkout/voucher.service';
import { CLOCK } from '../common/clock';
import { AppSettingsStore } from '../settings/app-settings.store';
import { EventBus, type EventTransaction } from '../events/event-bus';
import { attemptKeyHash, provesPaypalOrder, submissionFingerprint } from './client-proofs';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { KitchenCapacityService, uncountedSlot } from './kitchen-capacity.service';
import { OrderPreparationService, type PreparedOrder } from './order-preparation.service';
import { CHECKOUT_CONSTRAINT, CheckoutBindingService } from './checkout-binding.service';
import {
  IDEMPOTENCY_KEY_CONSTRAINT,
  OrderStore,
  RulesChangedError,
  isUniqueViolation,
  type CounterEntry,
  type NewOrderPayment,
  type RulesVersions,
  type StaffPlacement,
} from './order.store';
import { OrderEntity } from './order.entity';
import { type PlaceOrderBody } from '@pizzeria/contract';

/** Checks of one cash order when the menu or the settings keep changing under it (each later one against the current ones). */
const PRICING_ATTEMPTS = 3;

export interface PlacedOrder {
  order: OrderRecord;
  /** False when an earlier request (same Idempotency-Key or PayPal payment) already created it. */
  created: boolean;
}

/**
 * Placing orders: cash orders at once, PayPal orders in two steps (stored unpaid when PayPal's
 * order is created, made real when the payment is captured). Staff and the customer hear of an
 * order only after it committed: `order.created` is published in the order's transaction, with
 * the order as written (or read) inside it, so the answer and the push need no read after the commit.
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger(OrdersService.name);

  constructor(
    private readonly preparation: OrderPreparationService,
    private readonly store: OrderStore,
    private readonly vouchers: VoucherService,
    private readonly events: EventBus,
    private readonly capacity: KitchenCapacityService,
    private readonly appSettings: AppSettingsStore,
    private readonly bindings: CheckoutBindingService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The Idempotency-Key makes a retried cash submission return the first order (for the same
   * submission only); for a PayPal payment it proves that the caller is the browser that started it.
   * A cash order of a checkout (`checkoutKeyHash`) that already has its order gets that order instead.
   */
  async place(dto: PlaceOrderBody, idempotencyKey: string | null, checkoutKeyHash: string | null = null): Promise<PlacedOrder> {
    if (dto.paymentMethod === 'paypal') return this.paidPaypalOrder(dto.paypalOrderId, idempotencyKey);
    const fingerprint = idempotencyKey ? submissionFingerprint(dto) : null;
    const earlier = await this.earlierAttempt(idempotencyKey, fingerprint);
    if (earlier) return earlier;
    const holder = await this.bindings.holder(checkoutKeyHash);
    if (holder) return this.checkoutOrder(holder);
    let prepared = await this.prepareOnLastKnownRules(dto);
    for (let attempt = 1; ; attempt++) {
      try {
        return { order: await this.storeCashOrder(prepared, { idempotencyKey, idempotencyFingerprint: fingerprint, checkoutKeyHash }), created: true };
      } catch (error) {
        if (error instanceof RulesChangedError) {
          if (attempt === PRICING_ATTEMPTS) throw new ServiceUnavailableException(ORDER_API_MESSAGES.menuChanging);
          prepared = await this.preparation.prepare(dto, 'checked');
          continue;
        }
        const winner = await this.raceWinner(error, idempotencyKey, fingerprint);
        if (winner) return winner;
        // The checkout's other way to pay got there first (a PayPal capture, another tap).
        if (checkoutKeyHash && isUniqueViolation(error, CHECKOUT_CONSTRAINT)) return this.checkoutOrder(await this.bindings.holder(checkoutKeyHash));
        throw error;
      }
    }
  }

  /**
   * Checked against the menu as last announced and the settings as last read (no query): the insert
   * makes sure both are still current. A refusal is given only after checking against the current ones.
   */
  private async prepareOnLastKnownRules(dto: PlaceOrderBody): Promise<PreparedOrder> {
    try {
      return await this.preparation.prepare(dto, 'announced');
    } catch (error) {
      if (error instanceof HttpException) return this.preparation.prepare(dto, 'checked');
      throw error;
    }
  }

  /** The cash order, its slot and voucher use in one transaction that announces it; RulesChangedError when checked on old rules. */
  private storeCashOrder(prepared: PreparedOrder, proofs: Pick<NewOrderPayment, 'idempotencyKey' | 'idempotencyFingerprint' | 'checkoutKeyHash'>): Promise<OrderRecord> {
    return this.storeOrder(prepared, { paymentMethod: 'cash', paymentStatus: 'bar', ...proofs });
  }

  /**
   * Writes a placed order (a cash order, or one staff entered with `staff`) with its slot and
   * voucher use in one transaction that announces it, so push, mail and print follow as for any
   * order; RulesChangedError when it was checked on old rules. `staff.recorded` writes, in the
   * same transaction, who entered it.
   */
  storeOrder(prepared: PreparedOrder, payment: NewOrderPayment, staff?: StaffPlacement): Promise<OrderRecord> {
    return this.events.transaction(async (tx) => {
      const checkedOn = { menu: prepared.quote.menuVersion, settings: prepared.settingsVersion };
      const order = await this.insertPlanned(tx.manager, prepared, payment, checkedOn, staff?.entry);
      if (prepared.quote.voucherId !== null) await this.vouchers.redeem(tx.manager, prepared.quote.voucherId);
      // The row is exactly what was just written (no trigger or default fills in more): no read back.
      const written = OrderMapper.toRecord(order);
      await staff?.recorded(tx.manager, written);
      await tx.publish('order.created', { order: written, settings: prepared.settings });
      return written;
    });
  }

  /**
   * The order an earlier request with this Idempotency-Key made (online or at the counter), for the
   * very same submission (`fingerprint`, 422 for another one); null for a new key or none.
   */
  async earlierAttempt(idempotencyKey: string | null, fingerprint: string | null): Promise<PlacedOrder | null> {
    if (!idempotencyKey) return null;
    const earlier = await this.store.findByIdempotencyKey(idempotencyKey);
    return earlier ? this.sameSubmission(earlier, fingerprint) : null;
  }

  /** After a failed insert: a concurrent request with the same key won the race, so its order is the answer; null when the error is another one. */
  async raceWinner(error: unknown, idempotencyKey: string | null, fingerprint: string | null): Promise<PlacedOrder | null> {
    if (!idempotencyKey || !isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) return null;
    return this.earlierAttempt(idempotencyKey, fingerprint);
  }

  /** The earlier order of a reused Idempotency-Key, but only for the very same submission. */
  private sameSubmission(earlier: OrderEntity, fingerprint: string | null): PlacedOrder {
    if (earlier.idempotencyFingerprint !== fingerprint) throw new UnprocessableEntityException(ORDER_API_MESSAGES.idempotencyKeyReused);
    return { order: OrderMapper.toRecord(earlier), created: false };
  }

  /** A second attempt of a checkout that has its order: that order, or 409 while its PayPal capture runs. */
  private checkoutOrder(holder: OrderEntity | null): PlacedOrder {
    if (!holder || holder.paymentStatus === 'offen') throw this.bindings.taken(holder);
    return { order: OrderMapper.toRecord(holder), created: false };
  }

  /**
   * Stores a PayPal order as awaiting payment: invisible to staff until captured. Only the hash
   * of the browser's attempt key is kept, to recognise that browser at capture.
   */
  async createUnpaidPaypalOrder(prepared: PreparedOrder, paypalOrderId: string, attemptKey: string | null, checkoutKeyHash: string | null = null): Promise<OrderEntity> {
    const paypalAttemptKeyHash = attemptKey === null ? null : attemptKeyHash(attemptKey);
    const payment = { paymentMethod: 'paypal', paymentStatus: 'offen', paypalOrderId, paypalAttemptKeyHash, checkoutKeyHash } as const;
    return this.store.transaction(async (manager) => {
      // Checked before the customer pays; the paid order keeps its slot even if the kitchen filled up meanwhile.
      return this.insertPlanned(manager, prepared, payment);
    });
  }

  /**
   * Writes the order planned into its kitchen slot: with unlimited capacity the slot goes with the
   * order's own statement, else it is counted under the slot's lock right after the insert. With
   * `checkedOn` it is written only while menu and settings are no newer (RulesChangedError otherwise).
   */
  private async insertPlanned(
    manager: EntityManager,
    prepared: PreparedOrder,
    payment: NewOrderPayment,
    checkedOn?: RulesVersions,
    counter?: CounterEntry,
  ): Promise<OrderEntity> {
    const plan = this.capacity.plan(prepared, prepared.busy);
    const slot = uncountedSlot(plan);
    const order = await this.store.insert(manager, prepared, payment, this.clock.now(), { slot, checkedOn, counter });
    if (!slot) await this.capacity.reserve(manager, order.id, plan, counter?.overbook ?? false);
    return order;
  }

  findByPaypalOrderId(paypalOrderId: string): Promise<OrderEntity | null> {
    return this.store.findByPaypalOrderId(paypalOrderId);
  }

  awaitingPaypal(createdUntil: Date, limit: number): Promise<Array<{ paypalOrderId: string; createdAt: Date }>> {
    return this.store.awaitingPaypal(createdUntil, limit);
  }

  markPaypalChecked(paypalOrderId: string): Promise<void> {
    return this.store.markPaypalChecked(paypalOrderId);
  }

  expireAwaitingPaypal(paypalOrderId: string, reason: string): Promise<boolean> {
    return this.store.expireAwaitingPaypal(paypalOrderId, reason);
  }

  /**
   * Turns the unpaid order of a captured PayPal payment into a real order (paid, on the board).
   * Safe to call repeatedly and concurrently: only the first call changes the row and announces it.
   */
  markPaypalPaid(paypalOrderId: string, captureId: string): Promise<OrderRecord> {
    return this.events.transaction(async (tx) => {
      const { manager } = tx;
      const order = await this.store.lockByPaypalOrderId(manager, paypalOrderId);
      if (!order) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      if (order.paymentStatus !== 'offen') return OrderMapper.toRecord((await this.store.findById(order.id, manager)) as OrderEntity);
      await this.updatePaid(manager, order, captureId);
      if (order.voucherId !== null) await this.redeemPaidVoucher(manager, order);
      return this.announceNewOrder(tx, order.id);
    });
  }

  /**
   * A capture claimed its checkout before PayPal took the money. A payment found completed without
   * that claim (by the reconciler) stands even when its checkout has another order meanwhile: then
   * it is stored unbound, beside that one, rather than lost (the savepoint keeps the transaction).
   */
  private async updatePaid(manager: EntityManager, order: OrderEntity, captureId: string): Promise<void> {
    // Status and reason are reset for a checkout that expired while the buyer was still paying: the money is taken, so the order stands.
    const paid = { paymentStatus: 'bezahlt', paypalCaptureId: captureId, placedAt: this.clock.now(), status: 'ausstehend', cancelReason: null } as const;
    if (order.checkoutKeyHash === null || order.captureStartedAt !== null) {
      await manager.update(OrderEntity, { id: order.id }, paid);
      return;
    }
    await manager.query('SAVEPOINT checkout_claim');
    try {
      await manager.update(OrderEntity, { id: order.id }, paid);
      await manager.query('RELEASE SAVEPOINT checkout_claim');
    } catch (error) {
      if (!isUniqueViolation(error, CHECKOUT_CONSTRAINT)) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT checkout_claim');
      await manager.update(OrderEntity, { id: order.id }, { ...paid, checkoutKeyHash: null });
      this.logger.warn(`Bezahlte PayPal-Bestellung ${order.id}: ihr Einkauf hat schon eine andere Bestellung, beide bleiben bestehen.`);
    }
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
   * For an order created with an attempt key, knowing the PayPal order id is not enough: without
   * that key the order is "not found", whatever else the body says. A keyless (docs/api.md#plain-clients) client
   * proves it by the PayPal order id alone (provesPaypalOrder).
   */
  private async paidPaypalOrder(paypalOrderId: string | undefined, attemptKey: string | null): Promise<PlacedOrder> {
    if (!paypalOrderId) throw new BadRequestException(ORDER_API_MESSAGES.paypalNeedsPayment);
    const order = await this.store.findByPaypalOrderId(paypalOrderId);
    if (!order || !provesPaypalOrder(order.paypalAttemptKeyHash, attemptKey)) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    if (order.paymentStatus !== 'bezahlt') throw new ConflictException(ORDER_API_MESSAGES.paypalNotCaptured);
    return { order: OrderMapper.toRecord(order), created: false };
  }

  /** The new order as written (read in its own transaction), published to push, mail and printing with the settings as they are now. */
  private async announceNewOrder(tx: EventTransaction, id: number): Promise<OrderRecord> {
    const record = OrderMapper.toRecord((await this.store.findById(id, tx.manager)) as OrderEntity);
    await tx.publish('order.created', { order: record, settings: await this.appSettings.getAll() });
    return record;
  }
}
