import { BadRequestException, ConflictException, Inject, Injectable, type HttpException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Clock } from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { attemptKeyHash } from './client-proofs';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderEntity } from './order.entity';
import { OrderStore, isUniqueViolation } from './order.store';

export const CHECKOUT_CONSTRAINT = 'orders_checkout_key_hash_key';

/** Checkout-Id header: 16–100 visible ASCII characters, i.e. a random id such as a UUID, not a counter. */
const CHECKOUT_ID_PATTERN = /^[\x21-\x7e]{16,100}$/;

/**
 * One checkout, one order. The shop's browser sends the same Checkout-Id with its cash order and
 * its PayPal calls; whichever of them stores the order that counts (cash stored, PayPal capture
 * begun) holds the checkout, enforced by a unique index, and every later attempt is answered with
 * that order. The id proves the checkout like a password (it reveals the order's token), so only
 * its hash is stored. A client without the header (docs/api.md#plain-clients) is not bound at all.
 */
@Injectable()
export class CheckoutBindingService {
  constructor(
    private readonly store: OrderStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The stored hash of a Checkout-Id header; null without one; 400 for a malformed one. */
  hashOf(checkoutId: string | undefined): string | null {
    if (checkoutId === undefined) return null;
    if (!CHECKOUT_ID_PATTERN.test(checkoutId)) throw new BadRequestException(ORDER_API_MESSAGES.badCheckoutId);
    return attemptKeyHash(checkoutId);
  }

  holder(checkoutKeyHash: string | null): Promise<OrderEntity | null> {
    return checkoutKeyHash === null ? Promise.resolve(null) : this.store.findCheckoutHolder(checkoutKeyHash);
  }

  /** The answer to a second attempt: the first order's id and token, or "wait" while its PayPal capture runs. */
  taken(holder: OrderEntity | null): HttpException {
    if (!holder || holder.paymentStatus === 'offen') return new ConflictException(ORDER_API_MESSAGES.paymentRunning);
    return new ConflictException({ message: ORDER_API_MESSAGES.checkoutOrdered, orderId: holder.id, token: holder.token });
  }

  /**
   * Claims the checkout for capturing this unpaid PayPal order, before PayPal is asked to take the
   * money; throws taken() when another order of the checkout already holds it (nothing is charged).
   */
  async claimForCapture(order: Pick<OrderEntity, 'id' | 'checkoutKeyHash'>): Promise<void> {
    if (order.checkoutKeyHash === null) return;
    try {
      await this.dataSource.manager.update(OrderEntity, { id: order.id, paymentStatus: 'offen' }, { captureStartedAt: this.clock.now() });
    } catch (error) {
      if (!isUniqueViolation(error, CHECKOUT_CONSTRAINT)) throw error;
      throw this.taken(await this.holder(order.checkoutKeyHash));
    }
  }

  /** PayPal refused the capture (declined, invalid): nothing was taken, so another way to pay may have the checkout. */
  async release(order: Pick<OrderEntity, 'id' | 'checkoutKeyHash'>): Promise<void> {
    if (order.checkoutKeyHash === null) return;
    await this.dataSource.manager.update(OrderEntity, { id: order.id, paymentStatus: 'offen' }, { captureStartedAt: null });
  }
}
