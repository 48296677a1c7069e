import { Injectable } from '@nestjs/common';
import { provesPaypalOrder } from './client-proofs';
import type { OrderEntity } from './order.entity';
import { OrderStore } from './order.store';

/** The order of a PayPal payment as the payments module works with it. */
export type PaypalOrderRow = Pick<OrderEntity, 'id' | 'token' | 'totalCents' | 'paymentStatus' | 'paypalOrderId' | 'paypalCaptureId' | 'checkoutKeyHash'>;

/** The orders behind PayPal payments as the payments module's capture asks for them. */
@Injectable()
export class PaypalOrders {
  constructor(private readonly store: OrderStore) {}

  /**
   * The order for the client that created it (the same attempt key, or none when it was created
   * without one: provesPaypalOrder); null for anyone else, to whom the order does not exist.
   */
  async proven(paypalOrderId: string, attemptKey: string | null): Promise<PaypalOrderRow | null> {
    const order = await this.store.findByPaypalOrderId(paypalOrderId);
    return order && provesPaypalOrder(order.paypalAttemptKeyHash, attemptKey) ? order : null;
  }
}
