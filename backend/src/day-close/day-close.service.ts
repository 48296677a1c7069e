import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DayCloseBody } from '@pizzeria/contract';
import { DAY_CLOSE_MESSAGES, fromCents, isValidDateString, toCents, type Clock, type DayBookingCents, type DayCloseSummary, type DayReport } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OutboxService } from '../outbox/outbox.service';
import { OrderRecords } from '../orders/order-records.store';
import { AppSettingsStore } from '../settings/app-settings.store';
import { dayFigures } from './day-figures';
import { dayOrdersOf } from './day-orders';
import { DaySpans, type DaySpan } from './day-spans.service';
import { zReportTicket } from './z-report-ticket';

/** What a Z report keeps for ever: the report as printed, what the DATEV export books, and the instants it counted (ISO). */
export interface DayCloseSnapshot {
  report: Omit<DayReport, 'closed'>;
  bookings: DayBookingCents[];
  /** Absent in Z reports made before it was kept. */
  span?: { from: string; until: string };
}

/** One stored Z report. */
export interface DayCloseRow {
  number: number;
  service_date: string;
  closed_at: Date;
  closed_by: string;
  counted_cents: number;
  report: DayCloseSnapshot;
}

/**
 * The X report (a day's figures at any time) and the Z report (the day closed once, numbered
 * without gaps, its figures frozen in `day_closes`, printed and written to the change log).
 */
@Injectable()
export class DayCloseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: AppSettingsStore,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly orders: OrderRecords,
    private readonly spans: DaySpans,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A closed day answers its Z report as it was closed; an open day its figures now. */
  async report(date: unknown): Promise<DayReport> {
    if (!isValidDateString(date)) throw new BadRequestException({ message: DAY_CLOSE_MESSAGES.badDate, field: 'date' });
    const [closed] = (await this.dataSource.query('SELECT * FROM day_closes WHERE service_date = $1', [date])) as DayCloseRow[];
    if (closed) return DayCloseService.fromRow(closed);
    const manager = this.dataSource.manager;
    const figures = await this.figuresWithin(manager, await this.spans.of(manager, date));
    return { date, closed: null, ...figures.report, cashCounted: null, cashDifference: null };
  }

  async list(): Promise<DayCloseSummary[]> {
    const rows = (await this.dataSource.query('SELECT * FROM day_closes ORDER BY number DESC')) as DayCloseRow[];
    return rows.map((row) => {
      const report = DayCloseService.fromRow(row);
      return {
        ...(report.closed as NonNullable<DayReport['closed']>),
        date: report.date,
        gross: report.gross,
        cashExpected: report.cashExpected,
        cashCounted: report.cashCounted as number,
        cashDifference: report.cashDifference as number,
      };
    });
  }

  /**
   * The Z report. The table lock queues concurrent closes, so each reads the number before it
   * as committed and takes the next (the table's trigger refuses any other); the figures are read
   * in the same transaction, stored as they are printed and never changed.
   */
  async close(actor: StaffSession, body: DayCloseBody): Promise<DayReport> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('LOCK TABLE day_closes IN EXCLUSIVE MODE');
      // Under the lock: the span depends on the neighbouring days' Z reports.
      const span = await this.spans.of(manager, body.date);
      if (this.clock.now() < span.until) throw new ConflictException(DAY_CLOSE_MESSAGES.notOver);
      const taken = (await manager.query('SELECT 1 FROM day_closes WHERE service_date = $1', [body.date])) as unknown[];
      if (taken.length) throw new ConflictException(DAY_CLOSE_MESSAGES.alreadyClosed);
      const [{ next }] = (await manager.query('SELECT coalesce(max(number), 0) + 1 AS next FROM day_closes')) as { next: number }[];
      const figures = await this.figuresWithin(manager, span);
      const countedCents = toCents(body.countedCash);
      const snapshot: DayCloseSnapshot = {
        report: {
          date: body.date,
          ...figures.report,
          cashCounted: fromCents(countedCents),
          cashDifference: fromCents(countedCents - figures.cashExpectedCents),
        },
        bookings: figures.bookings,
        span: { from: span.from.toISOString(), until: span.until.toISOString() },
      };
      const closedAt = this.clock.now();
      await manager.query('INSERT INTO day_closes (number, service_date, closed_at, closed_by, counted_cents, report) VALUES ($1, $2, $3, $4, $5, $6::jsonb)', [
        next,
        body.date,
        closedAt,
        actor.username,
        countedCents,
        JSON.stringify(snapshot),
      ]);
      const report: DayReport = { ...snapshot.report, closed: { number: next, closedAt: closedAt.toISOString(), by: actor.username } };
      await this.audit.record(manager, {
        actor: actor.username,
        action: 'dayclose.create',
        target: `Tagesabschluss Nr. ${next} (${body.date})`,
        details: { gross: report.gross, cashExpected: report.cashExpected, cashCounted: report.cashCounted, cashDifference: report.cashDifference },
      });
      await this.print(manager, report);
      return report;
    });
  }

  /**
   * The X report of an open day on the receipt printer, as the Z report is printed at the close:
   * each request prints once more (a job of its own). A closed day's Z report is not printed again.
   */
  async printXReport(date: string): Promise<void> {
    if (!this.config.printerUrl) throw new ConflictException(DAY_CLOSE_MESSAGES.noPrinter);
    const report = await this.report(date);
    if (report.closed) throw new ConflictException(DAY_CLOSE_MESSAGES.alreadyClosed);
    await this.dataSource.transaction((manager) => this.print(manager, report, `print:x-report:${date}:${randomUUID()}`));
  }

  /** The closed days of a range, oldest first (the DATEV export). */
  async closedBetween(from: string, until: string): Promise<DayCloseRow[]> {
    return (await this.dataSource.query('SELECT * FROM day_closes WHERE service_date BETWEEN $1 AND $2 ORDER BY service_date', [from, until])) as DayCloseRow[];
  }

  private async figuresWithin(manager: EntityManager, span: DaySpan) {
    return dayFigures(dayOrdersOf(await this.orders.settledWithin(manager, span.from, span.until), span.from, span.until));
  }

  /** On the receipt printer when one is set (the outbox prints it, also after the printer was down). */
  private async print(manager: EntityManager, report: DayReport, key = `print:z-report:${report.closed?.number}`): Promise<void> {
    const shop = await this.settings.get('shop', manager);
    const ticket = zReportTicket(report, { shop, shopTimezone: this.config.shopTimezone });
    await this.outbox.enqueuePrint(manager, { key, payload: { data: Buffer.from(ticket).toString('base64') } });
  }

  static fromRow(row: DayCloseRow): DayReport {
    return { ...row.report.report, closed: { number: row.number, closedAt: new Date(row.closed_at).toISOString(), by: row.closed_by } };
  }
}
