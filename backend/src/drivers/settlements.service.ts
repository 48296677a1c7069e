import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DRIVER_MESSAGES, fromCents, serviceDayOf, type Clock, type DriverSettlement } from '@pizzeria/domain';
import type { CloseSettlementBody } from '@pizzeria/contract';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffSession } from '../admin/admin-auth.service';
import { StaffAccounts } from '../admin/staff-accounts.service';
import { AuditService } from '../audit/audit.service';
import { CLOCK } from '../common/clock';
import { DaySpans } from '../day-close/day-spans.service';
import { EventBus } from '../events/event-bus';
import { AppConfig } from '../config/app-config';
import { OrderDeliveries, type DriverDayFigures } from '../orders/order-deliveries.service';
import { AppSettingsStore } from '../settings/app-settings.store';

interface ClosedRow extends DriverDayFigures {
  float_cents: number;
  counted_cents: number;
  closed_at: Date;
}

function toSettlement(figures: DriverDayFigures, closed: ClosedRow | undefined): DriverSettlement {
  const f = closed ?? figures;
  return {
    driverId: f.driver_id,
    name: f.name,
    orders: f.orders,
    cashDue: fromCents(f.cash_cents),
    cardTotal: fromCents(f.card_cents),
    paypalTotal: fromCents(f.paypal_cents),
    float: closed ? fromCents(closed.float_cents) : null,
    counted: closed ? fromCents(closed.counted_cents) : null,
    difference: closed ? fromCents(closed.counted_cents - closed.float_cents - closed.cash_cents) : null,
    closedAt: closed ? closed.closed_at.toISOString() : null,
  };
}

/** A driver's figures of a day before their first handover. */
const noFigures = (driverId: number, name: string): DriverDayFigures => ({ driver_id: driverId, name, orders: 0, cash_cents: 0, card_cents: 0, paypal_cents: 0 });

/** Each driver's cash per service day: figures while open, closed once with float and counted cash (audited). */
@Injectable()
export class SettlementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deliveries: OrderDeliveries,
    private readonly staff: StaffAccounts,
    private readonly settings: AppSettingsStore,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly spans: DaySpans,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every driver who handed over a delivery that day or was settled for it, by name. */
  async list(date: string): Promise<DriverSettlement[]> {
    const [open, closed] = await Promise.all([this.figures(this.dataSource.manager, date), this.closedRows(date)]);
    const byDriver = new Map<number, DriverSettlement>();
    for (const row of open) byDriver.set(row.driver_id, toSettlement(row, undefined));
    for (const row of closed) byDriver.set(row.driver_id, toSettlement(row, row));
    return [...byDriver.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }

  /** One driver's settlement of `date` as it stands, for their own phone: the figures while open, the closed row after. */
  async ofDriver(driver: { id: number; username: string }, date: string): Promise<DriverSettlement> {
    const { from, until } = await this.spans.of(this.dataSource.manager, date);
    const [figures, closed] = await Promise.all([this.deliveries.handedOver(this.dataSource.manager, from, until, driver.id), this.closedRows(date, driver.id)]);
    return toSettlement(figures[0] ?? noFigures(driver.id, driver.username), closed[0]);
  }

  /**
   * Closes one driver's day with the figures of this moment. The row's primary key decides
   * concurrent closes: exactly one inserts, every other is 409. A closed settlement is final, so
   * the day must have begun and the driver must hold no delivery of it that is not handed over:
   * its cash would be missing from the count.
   */
  async close(actor: StaffSession, body: CloseSettlementBody): Promise<DriverSettlement> {
    return this.events.transaction(async (tx) => {
      const { manager } = tx;
      const driverName = await this.staff.driverName(manager, body.driverId);
      if (driverName === null) throw new BadRequestException(DRIVER_MESSAGES.unknownDriver);
      const span = await this.spans.of(manager, body.date);
      if (this.clock.now() < span.from) throw new ConflictException(DRIVER_MESSAGES.settlementNotStarted);
      await SettlementsService.lockDriverDay(manager, body.driverId, body.date);
      const open = await this.deliveries.openCount(manager, body.driverId, span.until);
      if (open > 0) throw new ConflictException(DRIVER_MESSAGES.openDeliveries(driverName, open));
      const figures = (await this.deliveries.handedOver(manager, span.from, span.until, body.driverId))[0] ?? noFigures(body.driverId, driverName);
      const floatCents = Math.round(body.float * 100);
      const countedCents = Math.round(body.counted * 100);
      const inserted = (await manager.query(
        `INSERT INTO driver_settlements (driver_id, service_day, driver_name, orders, cash_due_cents, card_cents, paypal_cents, float_cents, counted_cents, closed_at, closed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (driver_id, service_day) DO NOTHING RETURNING closed_at`,
        [
          body.driverId,
          body.date,
          figures.name,
          figures.orders,
          figures.cash_cents,
          figures.card_cents,
          figures.paypal_cents,
          floatCents,
          countedCents,
          this.clock.now(),
          actor.username,
        ],
      )) as { closed_at: Date }[];
      if (inserted.length === 0) throw new ConflictException(DRIVER_MESSAGES.settlementAlreadyClosed);
      const settlement = toSettlement(figures, { ...figures, float_cents: floatCents, counted_cents: countedCents, closed_at: inserted[0].closed_at });
      await this.audit.record(manager, {
        actor: actor.username,
        action: 'settlement.close',
        target: `Fahrerabrechnung ${figures.name} (${body.date})`,
        details: { ...settlement, date: body.date },
      });
      await tx.publish('driver.settled', { driverId: body.driverId, date: body.date });
      return settlement;
    });
  }

  /**
   * Refuses a new delivery for a driver whose settlement of the service day it will be handed over
   * in (that of `at`: now, or its later ETA) is closed. Under the same lock as `close`, so a close
   * and an assignment running at once cannot both pass.
   */
  async assertNotSettled(manager: EntityManager, driver: { id: number; username: string }, at: Date): Promise<void> {
    const { dayBoundary } = await this.settings.get('serviceDay', manager);
    const day = serviceDayOf(at, this.config.shopTimezone, dayBoundary);
    await SettlementsService.lockDriverDay(manager, driver.id, day);
    const closed = (await manager.query('SELECT 1 FROM driver_settlements WHERE driver_id = $1 AND service_day = $2', [driver.id, day])) as unknown[];
    if (closed.length > 0) throw new ConflictException(DRIVER_MESSAGES.driverSettled(driver.username));
  }

  private static async lockDriverDay(manager: EntityManager, driverId: number, day: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`driver-day:${driverId}:${day}`]);
  }

  private async figures(manager: EntityManager, date: string): Promise<DriverDayFigures[]> {
    const { from, until } = await this.spans.of(manager, date);
    return this.deliveries.handedOver(manager, from, until);
  }

  private closedRows(date: string, driverId?: number): Promise<ClosedRow[]> {
    return this.dataSource.query(
      `SELECT driver_id, driver_name AS name, orders, cash_due_cents AS cash_cents, card_cents, paypal_cents, float_cents, counted_cents, closed_at
         FROM driver_settlements WHERE service_day = $1${driverId === undefined ? '' : ' AND driver_id = $2'}`,
      driverId === undefined ? [date] : [date, driverId],
    ) as Promise<ClosedRow[]>;
  }
}
