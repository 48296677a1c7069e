import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ORDER_STATUSES,
  serviceDayOf,
  serviceDayStart,
  type Clock,
  type OrderDetailsEntry,
  type OrderRecord,
  type OrdersByStatus,
} from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderStore } from './order.store';

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
    private readonly config: AppConfig,
  ) {}

  /**
   * The board, polled by every staff screen every 5 s: every open order, plus the finished and
   * cancelled ones of the current service day (due or placed since 04:00); newest first; unpaid
   * PayPal orders never. Older history is the overview's business.
   */
  async board(): Promise<OrdersByStatus> {
    const tz = this.config.shopTimezone;
    const since = serviceDayStart(serviceDayOf(this.clock.now(), tz), tz);
    const rows = await this.dataSource
      .createQueryBuilder(OrderEntity, 'o')
      .leftJoinAndSelect('o.items', 'i')
      .where("o.paymentStatus <> 'offen'")
      .andWhere("(o.status IN ('ausstehend', 'bestätigt') OR coalesce(o.estimatedAt, o.placedAt) >= :since)", { since })
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
