import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ORDER_STATUSES,
  isUnanswered,
  orderDueAt,
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
import { AppSettingsStore } from '../settings/app-settings.store';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderStore } from './order.store';

export interface BoardAnswer {
  orders: OrdersByStatus;
  /** Hand it back as `since` to get only what changed after this answer (also the full board's ETag). */
  cursor: string;
  /** True when `orders` holds only the orders written since the given cursor. */
  changesOnly: boolean;
}

/** `<service day start in ms>.<snapshot xmin>`; null for anything else. */
function parseBoardCursor(raw: string | undefined): { dayStart: number; xmin: string } | null {
  const match = /^(\d{1,15})\.(\d{1,20})$/.exec(raw ?? '');
  return match ? { dayStart: Number(match[1]), xmin: match[2] } : null;
}

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
    private readonly settings: AppSettingsStore,
  ) {}

  /**
   * The board, polled by every staff screen every 5 s: every open order, plus the finished and
   * cancelled ones of the current service day (due or placed since the owner's dayBoundary); newest first; unpaid
   * PayPal orders never. Older history is the overview's business.
   *
   * With the cursor of an earlier answer of the same service day, only the orders written since
   * (whatever their status or day; the screen sorts them in). Any other cursor gets the full board.
   */
  async board(since?: string): Promise<BoardAnswer> {
    const dayStart = await this.boardDayStart();
    const earlier = parseBoardCursor(since);
    const changesOnly = earlier !== null && earlier.dayStart === dayStart.getTime();
    // Taken before the rows are read: anything those rows miss committed later, with an id at or above it.
    const xmin = await this.snapshotXmin();
    const query = this.dataSource.createQueryBuilder(OrderEntity, 'o').leftJoinAndSelect('o.items', 'i').where("o.paymentStatus <> 'offen'");
    if (changesOnly) query.andWhere('o.changed_xid >= CAST(:xmin AS xid8)', { xmin: earlier.xmin });
    else query.andWhere("(o.status IN ('ausstehend', 'bestätigt') OR coalesce(o.estimatedAt, o.placedAt) >= :since)", { since: dayStart });
    const rows = await query.orderBy('o.placedAt', 'DESC').addOrderBy('o.id', 'DESC').addOrderBy('i.position', 'ASC').getMany();
    const grouped = Object.fromEntries(ORDER_STATUSES.map((s) => [s, [] as OrderRecord[]])) as OrdersByStatus;
    for (const row of rows) grouped[row.status].push(OrderMapper.toRecord(row));
    return { orders: grouped, cursor: `${dayStart.getTime()}.${xmin}`, changesOnly };
  }

  /** Whether the full board is still what it was when `cursor` was handed out (same day, no order written since). */
  async boardUnchangedSince(cursor: string): Promise<boolean> {
    const earlier = parseBoardCursor(cursor);
    if (!earlier || earlier.dayStart !== (await this.boardDayStart()).getTime()) return false;
    const [row] = await this.dataSource.query(`SELECT EXISTS (SELECT 1 FROM orders WHERE changed_xid >= CAST($1 AS xid8) AND payment_status <> 'offen') AS changed`, [
      earlier.xmin,
    ]);
    return !row.changed;
  }

  private async boardDayStart(): Promise<Date> {
    const tz = this.config.shopTimezone;
    const { dayBoundary } = await this.settings.get('serviceDay');
    return serviceDayStart(serviceDayOf(this.clock.now(), tz, dayBoundary), tz, dayBoundary);
  }

  /** The oldest transaction still running (PostgreSQL's snapshot xmin), as text. */
  private async snapshotXmin(): Promise<string> {
    const [row] = await this.dataSource.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
    return row.xmin;
  }

  async adminDetails(orderId: number): Promise<OrderDetailsView> {
    const order = await this.store.findById(orderId);
    if (!order || order.paymentStatus === 'offen') throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    return this.view(order);
  }

  /**
   * The success page's view; a wrong id or token is the same 404. `notAnswered` tells the customer
   * that the shop has not accepted the order after the owner's minutes, so they can call.
   */
  async customerDetails(orderId: number, token: string): Promise<OrderDetailsView & { notAnswered: boolean }> {
    const order = await this.store.findByIdAndToken(orderId, token);
    if (!order) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    const view = this.view(order);
    const { customerNoticeAfterMinutes } = await this.settings.get('escalation');
    // A pre-order for tomorrow is not unanswered tonight: the minutes count from when it is due.
    const dueAt = orderDueAt(view.order, (await this.settings.get('preorders')).dueMinutesBefore, this.config.shopTimezone);
    return { ...view, notAnswered: isUnanswered(view.order, this.clock.now(), customerNoticeAfterMinutes, dueAt) };
  }

  private view(order: OrderEntity): OrderDetailsView {
    return { order: OrderMapper.toRecord(order), orderDetails: OrderMapper.orderDetails(order) };
  }
}
