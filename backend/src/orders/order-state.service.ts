import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CANCEL_REASON_MESSAGES,
  CONFIRM_TIME_REQUIRED_MESSAGE,
  ILLEGAL_TRANSITION_MESSAGE,
  canTransition,
  confirmEstimate,
  isValidConfirmTime,
  normalizeCancelReason,
  type Clock,
  type OrderHistoryAction,
  type OrderRecord,
  type OrderStatus,
  type StaffRole,
} from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { VoucherService } from '../checkout/voucher.service';
import { StaffAccounts } from '../admin/staff-accounts.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import type { DomainEventName } from '../events/domain-events';
import { EventBus, type EventTransaction } from '../events/event-bus';
import { BusyModeService } from '../settings/busy-mode.service';
import { OrderHistoryService } from './order-history.service';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderStore } from './order.store';
import { OrderPrintingService } from './order-printing.service';

type OrderPatch = Partial<
  Pick<OrderEntity, 'deliveryTime' | 'estimatedAt' | 'confirmedAt' | 'completedAt' | 'dispatchedAt' | 'deliveredAt' | 'cancelledAt' | 'cancelReason' | 'refundStatus'>
>;

/** The domain event each reachable status publishes. */
const STATUS_EVENTS: Partial<Record<OrderStatus, Extract<DomainEventName, 'order.confirmed' | 'order.completed' | 'order.cancelled'>>> = {
  bestätigt: 'order.confirmed',
  abgeschlossen: 'order.completed',
  storniert: 'order.cancelled',
};

/** The history's name of each reachable status. */
const STATUS_ACTIONS: Partial<Record<OrderStatus, OrderHistoryAction>> = { bestätigt: 'confirm', abgeschlossen: 'complete', storniert: 'cancel' };

/** Status changes of placed orders. Every change goes through `transition`, with who made it. */
@Injectable()
export class OrderStateService {
  constructor(
    private readonly store: OrderStore,
    private readonly events: EventBus,
    private readonly vouchers: VoucherService,
    private readonly busyMode: BusyModeService,
    private readonly history: OrderHistoryService,
    private readonly printing: OrderPrintingService,
    private readonly staff: StaffAccounts,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Moves an order to `to` under a row lock, so two staff screens cannot both act on the old
   * status. `patch` computes further columns from the locked row and may refuse by throwing;
   * `alongside` writes what must commit or fail together with the change. The change's event is
   * published in the transaction (its mails are written with it) and pushed after the commit;
   * the order's history and the change log get a row naming `actor`.
   */
  async transition(
    orderId: number,
    to: OrderStatus,
    actor: string,
    patch?: (order: OrderEntity) => OrderPatch,
    alongside?: (manager: EntityManager, order: OrderEntity, record: OrderRecord) => Promise<void>,
  ): Promise<OrderRecord> {
    return this.events.transaction(async (tx: EventTransaction) => {
      const { manager } = tx;
      const order = await this.store.lockById(manager, orderId);
      // An unpaid PayPal order is not an order yet; staff never see it.
      if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      if (!canTransition(order.status, to)) throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      const from = order.status;
      await manager.update(OrderEntity, { id: orderId }, { status: to, ...patch?.(order) });
      const record = OrderMapper.toRecord((await this.store.findById(orderId, manager)) as OrderEntity);
      const action = STATUS_ACTIONS[to];
      if (action) {
        const details = action === 'confirm' ? { deliveryTime: record.delivery_time, eta: record.estimated_at } : undefined;
        await this.history.record(manager, { orderId, actor, action, from, to, reason: action === 'cancel' ? record.cancelReason : null, details });
      }
      await alongside?.(manager, order, record);
      const event = STATUS_EVENTS[to];
      if (event) await tx.publish(event, { order: record });
      return record;
    });
  }

  /** The board's generic status call; confirming needs a delivery time as in `confirm`, cancelling may carry a reason. */
  changeStatus(orderId: number, to: OrderStatus, actor: string, deliveryTime?: string, reason?: string, role?: StaffRole): Promise<OrderRecord> {
    if (reason !== undefined && to !== 'storniert') throw new BadRequestException(CANCEL_REASON_MESSAGES.onlyForCancel);
    switch (to) {
      case 'bestätigt':
        return this.confirm(orderId, deliveryTime, actor);
      case 'abgeschlossen':
        return role === 'kitchen' ? this.kitchenDone(orderId, actor) : this.complete(orderId, actor);
      case 'storniert':
        return this.cancel(orderId, actor, reason);
      default:
        return this.transition(orderId, to, actor);
    }
  }

  /**
   * ausstehend → bestätigt with '15 Min.' … '60 Min.' (from the later of now and the customer's
   * time, plus busy mode's extra minutes), or the customer's own HH:MM.
   */
  async confirm(orderId: number, deliveryTime: unknown, actor: string): Promise<OrderRecord> {
    if (typeof deliveryTime !== 'string' || deliveryTime.trim() === '') throw new BadRequestException(CONFIRM_TIME_REQUIRED_MESSAGE);
    // Busy mode's extra minutes go on top of the minutes staff pick (the board's busy panel says so).
    const { extraMinutes } = await this.busyMode.current();
    return this.transition(orderId, 'bestätigt', actor, (order) => {
      if (!isValidConfirmTime(deliveryTime, order.desiredDeliveryTime)) throw new BadRequestException(CONFIRM_TIME_REQUIRED_MESSAGE);
      const now = this.clock.now();
      return { deliveryTime, estimatedAt: confirmEstimate(deliveryTime, order, now, this.config.shopTimezone, extraMinutes), confirmedAt: now };
    });
  }

  /** The board's print button: a ticket (or the browser's print), noted in the history as print or reprint. */
  print(orderId: number, actor: string): Promise<void> {
    return this.printing.printFromBoard(orderId, (manager, reprint, status) =>
      this.history.record(manager, { orderId, actor, action: reprint ? 'reprint' : 'print', from: status, to: status }),
    );
  }

  /**
   * A delivery that has a driver ends with its handover, which the driver's settlement counts: the
   * board's arrow reports it handed over (as the driver's "Zugestellt" does, on its way or not).
   */
  complete(orderId: number, actor: string): Promise<OrderRecord> {
    return this.transition(orderId, 'abgeschlossen', actor, (order) => {
      const now = this.clock.now();
      if (order.deliveryMethod !== 'lieferung' || order.driverId === null) return { completedAt: now };
      return { completedAt: now, dispatchedAt: order.dispatchedAt ?? now, deliveredAt: now };
    });
  }

  /**
   * The kitchen's "Fertig". In a shop with drivers a delivery ends with its handover, not in the
   * kitchen: the tap reports it cooked (kitchenReadyAt and a history row, once), it stays confirmed,
   * leaves the kitchen's screen and shows "Küche fertig" on the board until a driver takes it out.
   * Everything else it completes.
   */
  async kitchenDone(orderId: number, actor: string): Promise<OrderRecord> {
    const order = await this.store.findById(orderId);
    const driven = order?.deliveryMethod === 'lieferung' && (order.driverId !== null || (await this.staff.activeDrivers()).length > 0);
    if (!driven) return this.complete(orderId, actor);
    return this.events.transaction(async (tx: EventTransaction) => {
      const { manager } = tx;
      const locked = await this.store.lockById(manager, orderId);
      if (!locked || locked.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      if (locked.status !== 'bestätigt') throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      if (locked.kitchenReadyAt !== null) return OrderMapper.toRecord((await this.store.findById(orderId, manager)) as OrderEntity);
      await manager.update(OrderEntity, { id: orderId }, { kitchenReadyAt: this.clock.now() });
      const record = OrderMapper.toRecord((await this.store.findById(orderId, manager)) as OrderEntity);
      await this.history.record(manager, { orderId, actor, action: 'ready', from: 'bestätigt', to: 'bestätigt' });
      await tx.publish('order.kitchen-ready', { order: record });
      return record;
    });
  }

  /**
   * A cancelled order gives its voucher use back, so a one-off code can be used again. A captured
   * PayPal payment is to be refunded: the refund job is written with the cancellation (payments),
   * and the history notes who caused the refund and why.
   */
  cancel(orderId: number, actor: string, reason?: string): Promise<OrderRecord> {
    return this.transition(
      orderId,
      'storniert',
      actor,
      (order) => ({
        cancelledAt: this.clock.now(),
        cancelReason: normalizeCancelReason(reason),
        refundStatus: order.paypalCaptureId && order.paymentStatus === 'bezahlt' ? 'ausstehend' : null,
      }),
      async (manager, order, record) => {
        if (order.voucherId !== null) await this.vouchers.release(manager, order.voucherId);
        if (record.refundStatus === 'ausstehend') {
          await this.history.record(manager, {
            orderId,
            actor,
            action: 'refund',
            from: null,
            to: 'ausstehend',
            reason: record.cancelReason,
            details: { amount: record.order_total },
          });
        }
      },
    );
  }
}
