import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CONFIRM_TIME_REQUIRED_MESSAGE,
  ILLEGAL_TRANSITION_MESSAGE,
  canTransition,
  confirmMinutes,
  isValidConfirmTime,
  zonedToInstant,
  type Clock,
  type OrderRecord,
  type OrderStatus,
} from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { VoucherService } from '../checkout/voucher.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { NotificationsService } from '../notifications/notifications.service';
import { RealtimeService } from '../realtime/realtime.service';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderStore } from './order.store';

type OrderPatch = Partial<Pick<OrderEntity, 'deliveryTime' | 'estimatedAt' | 'confirmedAt' | 'completedAt' | 'cancelledAt'>>;

/** Status changes of placed orders. Every change goes through `transition`. */
@Injectable()
export class OrderStateService {
  constructor(
    private readonly store: OrderStore,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly vouchers: VoucherService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Moves an order to `to` under a row lock, so two staff screens cannot both act on the old
   * status. `patch` computes further columns from the locked row and may refuse by throwing;
   * `alongside` writes what must commit or fail together with the change. The change is announced
   * only after it committed.
   */
  async transition(
    orderId: number,
    to: OrderStatus,
    patch?: (order: OrderEntity) => OrderPatch,
    alongside?: (manager: EntityManager, order: OrderEntity) => Promise<void>,
  ): Promise<OrderRecord> {
    await this.store.transaction(async (manager) => {
      const order = await this.store.lockById(manager, orderId);
      // An unpaid PayPal order is not an order yet; staff never see it.
      if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
      if (!canTransition(order.status, to)) throw new ConflictException(ILLEGAL_TRANSITION_MESSAGE);
      await manager.update(OrderEntity, { id: orderId }, { status: to, ...patch?.(order) });
      await alongside?.(manager, order);
    });
    const record = OrderMapper.toRecord((await this.store.findById(orderId)) as OrderEntity);
    this.realtime.orderUpdated(record);
    return record;
  }

  /** The board's generic status call; confirming needs a delivery time as in `confirm`. */
  changeStatus(orderId: number, to: OrderStatus, deliveryTime?: string): Promise<OrderRecord> {
    switch (to) {
      case 'bestätigt':
        return this.confirm(orderId, deliveryTime);
      case 'abgeschlossen':
        return this.complete(orderId);
      case 'storniert':
        return this.cancel(orderId);
      default:
        return this.transition(orderId, to);
    }
  }

  /** ausstehend → bestätigt with '15 Min.' … '60 Min.' from now, or the customer's own HH:MM on their date. */
  async confirm(orderId: number, deliveryTime: unknown): Promise<OrderRecord> {
    if (typeof deliveryTime !== 'string' || deliveryTime.trim() === '') throw new BadRequestException(CONFIRM_TIME_REQUIRED_MESSAGE);
    const record = await this.transition(orderId, 'bestätigt', (order) => {
      if (!isValidConfirmTime(deliveryTime, order.desiredDeliveryTime)) throw new BadRequestException(CONFIRM_TIME_REQUIRED_MESSAGE);
      const now = this.clock.now();
      const minutes = confirmMinutes(deliveryTime);
      const estimatedAt =
        minutes !== null
          ? new Date(now.getTime() + minutes * 60_000)
          : zonedToInstant(order.desiredDeliveryDate, deliveryTime, this.config.shopTimezone);
      return { deliveryTime, estimatedAt, confirmedAt: now };
    });
    this.notifications.orderConfirmed(record);
    return record;
  }

  complete(orderId: number): Promise<OrderRecord> {
    return this.transition(orderId, 'abgeschlossen', () => ({ completedAt: this.clock.now() }));
  }

  /** A cancelled order gives its voucher use back, so a one-off code can be used again. */
  async cancel(orderId: number): Promise<OrderRecord> {
    const record = await this.transition(
      orderId,
      'storniert',
      () => ({ cancelledAt: this.clock.now() }),
      async (manager, order) => {
        if (order.voucherId !== null) await this.vouchers.release(manager, order.voucherId);
      },
    );
    this.notifications.orderCancelled(record);
    return record;
  }

  /** Records that the kitchen slip was printed; not a status change. */
  async markPrinted(orderId: number): Promise<void> {
    if (!(await this.store.markPrinted(orderId, this.clock.now()))) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
  }
}
