import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Clock, OrderRecord } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { VoucherService } from '../checkout/voucher.service';
import { CLOCK } from '../common/clock';
import { EventBus, type EventTransaction } from '../events/event-bus';
import { AppSettingsStore } from '../settings/app-settings.store';
import { CHECKOUT_CONSTRAINT } from './checkout-binding.service';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderEntity } from './order.entity';
import { OrderStore, isUniqueViolation } from './order.store';

/**
 * The second step of a PayPal order: the captured payment turns the unpaid order into a real one,
 * announced then like any new order.
 */
@Injectable()
export class PaypalPaidService {
  private readonly logger = new Logger(PaypalPaidService.name);

  constructor(
    private readonly store: OrderStore,
    private readonly vouchers: VoucherService,
    private readonly events: EventBus,
    private readonly appSettings: AppSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Turns the unpaid order of a captured PayPal payment into a real order (paid, on the board).
   * Safe to call repeatedly and concurrently: only the first call changes the row and announces it.
   */
  markPaid(paypalOrderId: string, captureId: string): Promise<OrderRecord> {
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

  /** The new order as written (read in its own transaction), published to push, mail and printing with the settings as they are now. */
  private async announceNewOrder(tx: EventTransaction, id: number): Promise<OrderRecord> {
    const record = OrderMapper.toRecord((await this.store.findById(id, tx.manager)) as OrderEntity);
    await tx.publish('order.created', { order: record, settings: await this.appSettings.getAll() });
    return record;
  }
}
