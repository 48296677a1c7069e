import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  ORDER_STATUSES,
  OVERVIEW_DATE_FILTERS,
  addDays,
  fromCents,
  isValidDateString,
  zonedTime,
  zonedToInstant,
  type Clock,
  type OrderStatus,
  type OrdersOverview,
  type OverviewSeriesPoint,
} from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { ORDER_API_MESSAGES } from './order.messages';

/** The overview lists at most this many orders (newest first); counts and revenue cover all. */
export const OVERVIEW_ORDER_LIMIT = 1000;

interface Range {
  from: Date | null;
  until: Date | null;
  /** The shop-zone day, when the filter is a single day. */
  day: string | null;
}

/**
 * Statistics for the admin overview. Days are the shop's (Europe/Berlin) calendar days, so an
 * order at 00:30 Berlin time counts for the new day even though it is still yesterday in UTC.
 * Revenue leaves out cancelled orders; unpaid PayPal orders are no orders at all.
 */
@Injectable()
export class OrderOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(dateFilter: unknown, customDate: unknown): Promise<OrdersOverview> {
    const range = this.range(dateFilter, customDate);
    const rows = await this.placedOrders(range)
      .leftJoinAndSelect('o.items', 'i')
      .orderBy('o.placedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .addOrderBy('i.position', 'ASC')
      .take(OVERVIEW_ORDER_LIMIT)
      .getMany();
    const [stats, series] = await Promise.all([this.stats(range), range.day ? this.hourSeries(range) : this.daySeries()]);
    return {
      orderStats: stats.counts,
      totalRevenue: fromCents(stats.revenueCents),
      orders: rows.map((o) => ({
        id: o.id,
        status: o.status,
        totalRevenue: fromCents(o.totalCents),
        orderDate: (o.placedAt as Date).toISOString(),
        orderDetails: OrderMapper.orderDetails(o),
      })),
      series,
    };
  }

  private range(dateFilter: unknown, customDate: unknown): Range {
    const filter = dateFilter === undefined || dateFilter === '' ? 'total' : dateFilter;
    if (!(OVERVIEW_DATE_FILTERS as readonly unknown[]).includes(filter)) throw new BadRequestException(ORDER_API_MESSAGES.badDateFilter);
    if (filter === 'total') return { from: null, until: null, day: null };
    let day: string;
    if (filter === 'today') {
      day = zonedTime(this.clock.now(), this.config.shopTimezone).date;
    } else {
      if (!isValidDateString(customDate)) throw new BadRequestException(ORDER_API_MESSAGES.badCustomDate);
      day = customDate;
    }
    const tz = this.config.shopTimezone;
    return { from: zonedToInstant(day, '00:00', tz), until: zonedToInstant(addDays(day, 1), '00:00', tz), day };
  }

  private placedOrders(range: Range) {
    const qb = this.dataSource.createQueryBuilder(OrderEntity, 'o').where("o.paymentStatus <> 'offen'");
    if (range.from && range.until) qb.andWhere('o.placedAt >= :from AND o.placedAt < :until', { from: range.from, until: range.until });
    return qb;
  }

  private async stats(range: Range): Promise<{ counts: Record<OrderStatus, number>; revenueCents: number }> {
    const rows: { status: OrderStatus; count: string; cents: string }[] = await this.placedOrders(range)
      .select('o.status', 'status')
      .addSelect('count(*)', 'count')
      .addSelect('coalesce(sum(o.totalCents), 0)', 'cents')
      .groupBy('o.status')
      .getRawMany();
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    let revenueCents = 0;
    for (const row of rows) {
      counts[row.status] = Number(row.count);
      if (row.status !== 'storniert') revenueCents += Number(row.cents);
    }
    return { counts, revenueCents };
  }

  /** 24 points 'HH:00' of one shop day. */
  private async hourSeries(range: Range): Promise<OverviewSeriesPoint[]> {
    const rows: { bucket: string; orders: string; cents: string }[] = await this.placedOrders(range)
      .andWhere("o.status <> 'storniert'")
      .select(`to_char(o.placed_at AT TIME ZONE :tz, 'HH24')`, 'bucket')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.totalCents)', 'cents')
      .setParameter('tz', this.config.shopTimezone)
      .groupBy('bucket')
      .getRawMany();
    const byHour = new Map(rows.map((r) => [r.bucket, r]));
    return Array.from({ length: 24 }, (_, h) => {
      const hour = String(h).padStart(2, '0');
      const row = byHour.get(hour);
      return { label: `${hour}:00`, revenue: fromCents(Number(row?.cents ?? 0)), orders: Number(row?.orders ?? 0) };
    });
  }

  /**
   * One point per shop day from the first order until today, oldest first; days without orders
   * are zeros, so the chart's time axis stays even (a quiet Tuesday shows as a gap, not as nothing).
   */
  private async daySeries(): Promise<OverviewSeriesPoint[]> {
    const rows: { bucket: string; orders: string; cents: string }[] = await this.placedOrders({ from: null, until: null, day: null })
      .andWhere("o.status <> 'storniert'")
      .select(`to_char(o.placed_at AT TIME ZONE :tz, 'YYYY-MM-DD')`, 'bucket')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.totalCents)', 'cents')
      .setParameter('tz', this.config.shopTimezone)
      .groupBy('bucket')
      .orderBy('bucket', 'ASC')
      .getRawMany();
    if (rows.length === 0) return [];
    const byDay = new Map(rows.map((r) => [r.bucket, r]));
    const today = zonedTime(this.clock.now(), this.config.shopTimezone).date;
    const last = rows[rows.length - 1].bucket > today ? rows[rows.length - 1].bucket : today;
    const series: OverviewSeriesPoint[] = [];
    for (let day = rows[0].bucket; day <= last; day = addDays(day, 1)) {
      const row = byDay.get(day);
      series.push({ label: day, revenue: fromCents(Number(row?.cents ?? 0)), orders: Number(row?.orders ?? 0) });
    }
    return series;
  }
}
