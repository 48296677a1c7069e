import { ConflictException, Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { CounterOrderBody, OrderFieldsBody } from '@pizzeria/contract';
import { CAPACITY_MESSAGES, COUNTER_MESSAGES, confirmEstimate, type Clock, type OrderRecord } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrderHistoryService } from './order-history.service';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderPreparationService, type PreparedOrder } from './order-preparation.service';
import { RulesChangedError, type NewOrderPayment } from './order.store';
import { submissionFingerprint } from './client-proofs';
import { OrdersService, type PlacedOrder } from './orders.service';

/** Checks of one order when the menu or the settings keep changing under it (as for online orders). */
const PRICING_ATTEMPTS = 3;

/** The web shop's submission fields of a counter order: what staff left empty is stored empty. */
function toSubmission(body: CounterOrderBody): OrderFieldsBody {
  return {
    firstName: body.firstName,
    lastName: body.lastName ?? '',
    company: body.company ?? '',
    email: body.email ?? '',
    phone: body.phone,
    street: body.street ?? '',
    house_number: body.house_number ?? '',
    postalCode: body.postalCode ?? '',
    city: body.city ?? '',
    cartItems: body.cartItems as OrderFieldsBody['cartItems'],
    totalPriceShoppingCart: body.totalPriceShoppingCart,
    deliveryMethod: body.deliveryMethod,
    messageToChef: body.messageToChef ?? '',
    messageToDriver: body.messageToDriver ?? '',
    discountCode: body.discountCode,
    discountAmount: body.discountAmount,
    desiredDeliveryTime: body.desiredDeliveryTime,
    desiredDeliveryDate: body.desiredDeliveryDate,
    payWith: body.payWith ?? undefined,
  };
}

/**
 * Orders taken by phone or at the counter (POST /api/admin/orders). They run through the same
 * pipeline as online orders (OrderPreparationService's rules and prices, OrdersService.storeOrder
 * with its kitchen slot, voucher, outbox and events), minus the online-only guards, and are stored
 * already confirmed with their ETA; the order's history names who took it.
 */
@Injectable()
export class CounterOrdersService {
  constructor(
    private readonly preparation: OrderPreparationService,
    private readonly orders: OrdersService,
    private readonly history: OrderHistoryService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * With an Idempotency-Key (one per attempt of the order entry, sent again on a retry), a doubled
   * submit stores one order and answers the first one's, as for online orders (OrdersService's).
   */
  async place(body: CounterOrderBody, actor: string, idempotencyKey: string | null = null): Promise<PlacedOrder> {
    const fingerprint = idempotencyKey ? submissionFingerprint(body) : null;
    const earlier = await this.orders.earlierAttempt(idempotencyKey, fingerprint);
    if (earlier) return earlier;
    const submission = toSubmission(body);
    const staff = { waiveMinimum: body.waiveMinimum };
    const payment: NewOrderPayment = {
      paymentMethod: body.paymentMethod,
      paymentStatus: body.paymentMethod === 'card' ? 'karte' : 'bar',
      idempotencyKey,
      idempotencyFingerprint: fingerprint,
    };
    for (let attempt = 1; ; attempt++) {
      const prepared = await this.preparation.prepare(submission, 'checked', staff);
      try {
        return { order: await this.store(body, prepared, payment, actor), created: true };
      } catch (error) {
        if (error instanceof RulesChangedError && attempt < PRICING_ATTEMPTS) continue;
        if (error instanceof RulesChangedError) throw new ServiceUnavailableException(ORDER_API_MESSAGES.menuChanging);
        const winner = await this.orders.raceWinner(error, idempotencyKey, fingerprint);
        if (winner) return winner;
        throw this.staffRefusal(error);
      }
    }
  }

  private store(body: CounterOrderBody, prepared: PreparedOrder, payment: NewOrderPayment, actor: string): Promise<OrderRecord> {
    // The ETA counts from now (or the customer's later time), plus busy mode's extra minutes, as a confirmation on the board does.
    const estimatedAt = confirmEstimate(body.deliveryTime, prepared.submission, this.clock.now(), this.config.shopTimezone, prepared.busy.extraMinutes);
    const entry = { channel: body.channel, deliveryTime: body.deliveryTime, estimatedAt, waiveMinimum: body.waiveMinimum, overbook: body.overbook };
    return this.orders.storeOrder(prepared, payment, {
      entry,
      recorded: (manager, order) =>
        this.history.record(manager, {
          orderId: order.order_id,
          actor,
          action: 'confirm',
          from: null,
          to: order.status,
          details: { channel: order.channel, deliveryTime: order.delivery_time, eta: order.estimated_at, waiveMinimum: order.waiveMinimum, overbook: order.overbook },
        }),
    });
  }

  /** A full kitchen is a decision staff may take: the refusal says how. */
  private staffRefusal(error: unknown): unknown {
    if (!(error instanceof ConflictException)) return error;
    const message = error.message;
    return message === CAPACITY_MESSAGES.slotFull || message === CAPACITY_MESSAGES.noSlotLeft ? new ConflictException(COUNTER_MESSAGES.slotFull) : error;
  }
}
