import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ORDER_STATUSES, type Clock, type OrderDetailsEntry, type OrderRecord, type OrdersByStatus } from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderStore } from './order.store';

/** Completed and cancelled orders stay on the board this long; open ones until they are done. */
export const BOARD_HISTORY_DAYS = 7;

export interface OrderDetailsView {
  order: OrderRecord;
  orderDetails: OrderDetailsEntry[];
}

/** Read-only views of orders for the admin board and the customer's success page. */
@Injectable()
export class OrderQueryService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: OrderStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The board: every open order, plus the last days' finished ones; newest first; unpaid PayPal orders never. */
  async board(): Promise<OrdersByStatus> {
    const since = new Date(this.clock.now().getTime() - BOARD_HISTORY_DAYS * 24 * 60 * 60_000);
    const rows = await this.dataSource
      .createQueryBuilder(OrderEntity, 'o')
      .leftJoinAndSelect('o.items', 'i')
      .where("o.paymentStatus <> 'offen'")
      .andWhere("(o.status IN ('ausstehend', 'bestätigt') OR o.placedAt >= :since)", { since })
      .orderBy('o.placedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .addOrderBy('i.position', 'ASC')
      .getMany();
    const grouped = Object.fromEntries(ORDER_STATUSES.map((s) => [s, [] as OrderRecord[]])) as OrdersByStatus;
    for (const row of rows) grouped[row.status].push(OrderMapper.toRecord(row));
    return grouped;
  }

  async adminDetails(orderId: number): Promise<OrderDetailsView> {
    const order = await this.store.findById(orderId);
    if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    return this.view(order);
  }

  /** The success page's view; a wrong id or token is the same 404. */
  async customerDetails(orderId: number, token: string): Promise<OrderDetailsView> {
    const order = await this.store.findByIdAndToken(orderId, token);
    if (!order) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    return this.view(order);
  }

  private view(order: OrderEntity): OrderDetailsView {
    return { order: OrderMapper.toRecord(order), orderDetails: OrderMapper.orderDetails(order) };
  }
}
