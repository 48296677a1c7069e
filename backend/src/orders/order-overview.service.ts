import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  ORDER_STATUSES,
  OVERVIEW_MESSAGES,
  REVENUE_STATUSES,
  addDays,
  fromCents,
  overviewPaging,
  overviewPeriod,
  sumVatParts,
  toVatShares,
  vatBreakdown,
  zonedTime,
  zonedToInstant,
  type Clock,
  type OrderStatus,
  type OrdersOverview,
  type OverviewDays,
  type OverviewSeriesPoint,
  type VatPart,
} from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrderEntity } from './order.entity';
import { OrderMapper } from './order.mapper';
import { overviewCsv, overviewCsvFileName, type RevenueOrder } from './overview-csv';
import { overviewSplit } from './overview-split';

/** Query parameters of the overview and its CSV export (raw, validated here). */
export type OverviewQuery = Record<string, unknown>;

interface Range {
  days: OverviewDays | null;
  from: Date | null;
  until: Date | null;
}

/**
 * Statistics for the owner's overview. Days are the shop zone's calendar days, so an order at
 * 00:30 Berlin time counts for the new day even though it is still yesterday in UTC. Revenue
 * counts confirmed and completed orders (REVENUE_STATUSES); pending ones are shown apart and
 * cancelled ones not at all; unpaid PayPal orders are no orders.
 */
@Injectable()
export class OrderOverviewService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async overview(query: OverviewQuery): Promise<OrdersOverview> {
    const range = this.range(query);
    const paging = overviewPaging(query);
    if (!paging) throw new BadRequestException(OVERVIEW_MESSAGES.badPage);
    const rows = await this.page(range, paging.page, paging.pageSize);
    const oneDay = range.days !== null && range.days.first === range.days.last;
    const [stats, revenue, series, split] = await Promise.all([
      this.stats(range),
      this.revenueOrders(range),
      oneDay ? this.hourSeries(range) : this.daySeries(range),
      overviewSplit(() => this.revenueOnly(range)),
    ]);
    return {
      orderStats: stats.counts,
      totalRevenue: fromCents(revenue.reduce((sum, o) => sum + o.totalCents, 0)),
      pendingRevenue: fromCents(stats.pendingCents),
      vat: toVatShares(sumVatParts(revenue.map((o) => o.vat))),
      days: range.days,
      orders: rows.map((o) => ({
        id: o.id,
        status: o.status,
        totalRevenue: fromCents(o.totalCents),
        orderDate: (o.placedAt as Date).toISOString(),
        orderDetails: OrderMapper.orderDetails(o),
        customerName: `${o.firstName} ${o.lastName}`.trim(),
        channel: o.channel,
        deliveryMethod: o.deliveryMethod,
        paymentMethod: o.paymentMethod,
        estimatedAt: o.estimatedAt ? o.estimatedAt.toISOString() : null,
        desiredDeliveryDate: o.desiredDeliveryDate,
        desiredDeliveryTime: o.desiredDeliveryTime,
      })),
      ordersTotal: Object.values(stats.counts).reduce((sum, n) => sum + n, 0),
      page: paging.page,
      pageSize: paging.pageSize,
      series,
      ...split,
    };
  }

  /** The accountant's export of the period's revenue orders: file name and CSV text. */
  async csv(query: OverviewQuery): Promise<{ fileName: string; content: string }> {
    const range = this.range(query);
    const orders = await this.revenueOrders(range);
    return { fileName: overviewCsvFileName(range.days), content: overviewCsv(orders, this.config.shopTimezone) };
  }

  private range(query: OverviewQuery): Range {
    const tz = this.config.shopTimezone;
    const period = overviewPeriod(query, zonedTime(this.clock.now(), tz).date);
    if (!period.ok) throw new BadRequestException(period.message);
    if (!period.days) return { days: null, from: null, until: null };
    return {
      days: period.days,
      from: zonedToInstant(period.days.first, '00:00', tz),
      until: zonedToInstant(addDays(period.days.last, 1), '00:00', tz),
    };
  }

  /** One page of the period's orders with their lines, newest first: the page's ids first, so lines never split a page. */
  private async page(range: Range, page: number, pageSize: number): Promise<OrderEntity[]> {
    const ids: { id: number }[] = await this.placedOrders(range)
      .select('o.id', 'id')
      .orderBy('o.placedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getRawMany();
    if (ids.length === 0) return [];
    return this.dataSource
      .createQueryBuilder(OrderEntity, 'o')
      .leftJoinAndSelect('o.items', 'i')
      .where('o.id IN (:...ids)', { ids: ids.map((r) => r.id) })
      .orderBy('o.placedAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .addOrderBy('i.position', 'ASC')
      .getMany();
  }

  private placedOrders(range: Range) {
    const qb = this.dataSource.createQueryBuilder(OrderEntity, 'o').where("o.paymentStatus <> 'offen'");
    if (range.from && range.until) qb.andWhere('o.placedAt >= :from AND o.placedAt < :until', { from: range.from, until: range.until });
    return qb;
  }

  private revenueOnly(range: Range) {
    return this.placedOrders(range).andWhere('o.status IN (:...revenue)', { revenue: REVENUE_STATUSES });
  }

  private async stats(range: Range): Promise<{ counts: Record<OrderStatus, number>; pendingCents: number }> {
    const rows: { status: OrderStatus; count: string; cents: string }[] = await this.placedOrders(range)
      .select('o.status', 'status')
      .addSelect('count(*)', 'count')
      .addSelect('coalesce(sum(o.totalCents), 0)', 'cents')
      .groupBy('o.status')
      .getRawMany();
    const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    let pendingCents = 0;
    for (const row of rows) {
      counts[row.status] = Number(row.count);
      if (row.status === 'ausstehend') pendingCents = Number(row.cents);
    }
    return { counts, pendingCents };
  }

  /**
   * The period's revenue orders, oldest first, each with net and VAT per rate: the gross per rate
   * of its lines (rates stored at order time) less its voucher, shared in proportion, plus the
   * lines' deposits and the delivery fee (vatBreakdown).
   */
  private async revenueOrders(range: Range): Promise<RevenueOrder[]> {
    const rows: (Omit<RevenueOrder, 'vat'> & { discountCents: number; deliveryFeeCents: number; rate: number; gross: string; deposit: string })[] =
      await this.revenueOnly(range)
        .innerJoin('o.items', 'i')
        .select('o.id', 'id')
        .addSelect('o.placedAt', 'placedAt')
        .addSelect('o.paymentMethod', 'paymentMethod')
        .addSelect('o.channel', 'channel')
        .addSelect('o.status', 'status')
        .addSelect('o.totalCents', 'totalCents')
        .addSelect('o.discountCents', 'discountCents')
        .addSelect('o.deliveryFeeCents', 'deliveryFeeCents')
        .addSelect('i.vatRate', 'rate')
        .addSelect('sum(i.totalCents)', 'gross')
        .addSelect('sum(i.depositCents * i.quantity)', 'deposit')
        .groupBy('o.id')
        .addGroupBy('i.vatRate')
        .orderBy('o.placedAt', 'ASC')
        .addOrderBy('o.id', 'ASC')
        .getRawMany();
    type Line = { grossCents: number; vatRate: number };
    const orders = new Map<number, RevenueOrder & { lines: Line[]; deposits: Line[]; discountCents: number; deliveryFeeCents: number }>();
    for (const row of rows) {
      const order = orders.get(row.id) ?? {
        id: row.id,
        placedAt: new Date(row.placedAt),
        paymentMethod: row.paymentMethod,
        channel: row.channel,
        status: row.status,
        totalCents: row.totalCents,
        discountCents: row.discountCents,
        deliveryFeeCents: row.deliveryFeeCents,
        lines: [],
        deposits: [],
        vat: [] as VatPart[],
      };
      order.lines.push({ grossCents: Number(row.gross), vatRate: row.rate });
      order.deposits.push({ grossCents: Number(row.deposit), vatRate: row.rate });
      orders.set(row.id, order);
    }
    return [...orders.values()].map(({ lines, deposits, discountCents, deliveryFeeCents, ...order }) => ({
      ...order,
      vat: vatBreakdown(lines, discountCents, { deposits, deliveryFeeCents }),
    }));
  }

  /** 24 points 'HH:00' of one shop day. */
  private async hourSeries(range: Range): Promise<OverviewSeriesPoint[]> {
    const byHour = await this.buckets(range, 'HH24');
    return Array.from({ length: 24 }, (_, h) => {
      const hour = String(h).padStart(2, '0');
      const row = byHour.get(hour);
      return { label: `${hour}:00`, revenue: fromCents(row?.cents ?? 0), orders: row?.orders ?? 0 };
    });
  }

  /**
   * One point per shop day of the period (for the whole history: from the first order until
   * today); days without orders are zeros, so the chart's time axis stays even.
   */
  private async daySeries(range: Range): Promise<OverviewSeriesPoint[]> {
    const byDay = await this.buckets(range, 'YYYY-MM-DD');
    const known = [...byDay.keys()].sort();
    const today = zonedTime(this.clock.now(), this.config.shopTimezone).date;
    const first = range.days?.first ?? known[0];
    if (!first) return [];
    const lastKnown = known[known.length - 1];
    const last = range.days?.last ?? (lastKnown && lastKnown > today ? lastKnown : today);
    const series: OverviewSeriesPoint[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const row = byDay.get(day);
      series.push({ label: day, revenue: fromCents(row?.cents ?? 0), orders: row?.orders ?? 0 });
    }
    return series;
  }

  private async buckets(range: Range, format: 'HH24' | 'YYYY-MM-DD'): Promise<Map<string, { orders: number; cents: number }>> {
    const rows: { bucket: string; orders: string; cents: string }[] = await this.revenueOnly(range)
      .select(`to_char(o.placed_at AT TIME ZONE :tz, '${format}')`, 'bucket')
      .addSelect('count(*)', 'orders')
      .addSelect('sum(o.totalCents)', 'cents')
      .setParameter('tz', this.config.shopTimezone)
      .groupBy('bucket')
      .getRawMany();
    return new Map(rows.map((r) => [r.bucket, { orders: Number(r.orders), cents: Number(r.cents) }]));
  }
}
