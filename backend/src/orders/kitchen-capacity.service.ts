import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ASAP,
  CAPACITY_MESSAGES,
  capacityLimited,
  closingInstant,
  expectedMinutesNow,
  fitsInSlot,
  orderLoad,
  quarterAtOrAfter,
  slotIsFull,
  slotOf,
  zonedTime,
  zonedToInstant,
  type BusyModeState,
  type CapacitySettings,
  type Clock,
  type ExpectedMinutes,
  type KitchenLoad,
} from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { AppSettingsStore } from '../settings/app-settings.store';
import type { PreparedOrder } from './order-preparation.service';

export interface KitchenSlot {
  date: string;
  time: string;
}

/** A slot with the pizzas the order adds to it. */
export interface PlannedSlot extends KitchenSlot {
  pizzas: number;
}

/** Where an order wants to go in the kitchen and what it adds there (KitchenCapacityService.plan). */
export interface SlotPlan {
  capacity: CapacitySettings;
  /** The days and closures of the settings the order was checked against: a move stops at their closing time. */
  schedule: Pick<PreparedOrder['settings'], 'hours' | 'closures'>;
  wanted: KitchenSlot;
  added: KitchenLoad;
  /** "So schnell wie möglich": the order may move to a later slot with room. */
  asap: boolean;
}

/**
 * The slot of a plan when the kitchen's capacity is unlimited: nothing is counted, so the slot is
 * known before the insert and the order's own statement writes it (OrderStore.insert). Null when
 * slots are counted: then reserve() plans the order after its insert.
 */
export function uncountedSlot({ capacity, wanted, added }: SlotPlan): PlannedSlot | null {
  return capacityLimited(capacity) ? null : { ...wanted, pizzas: added.pizzas };
}

/** What the checkout shows before ordering: slots nobody can book and where "as soon as possible" lands. */
export interface SlotAvailability {
  fullSlots: string[];
  /** The quarter hour an order "So schnell wie möglich" would be planned in now (today only). */
  asap: KitchenSlot | null;
  /** True when the kitchen is full at the usual time and "as soon as possible" moved later. */
  asapMoved: boolean;
}

/** How many quarter hours "as soon as possible" may move before the kitchen counts as booked out. */
const MAX_ASAP_SHIFT = 32;

/**
 * The kitchen's capacity: every order is planned into a 15-minute slot (its wanted time, or for
 * "as soon as possible" the first slot after the usual time that still has room). Slots are
 * counted under a transaction-scoped advisory lock per slot, so concurrent orders cannot overbook.
 */
@Injectable()
export class KitchenCapacityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: AppSettingsStore,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async availability(date: string, method: PreparedOrder['submission']['deliveryMethod'], busy: BusyModeState): Promise<SlotAvailability> {
    const capacity = await this.settings.get('capacity');
    const today = zonedTime(this.clock.now(), this.config.shopTimezone).date;
    const usual = date === today ? this.usualAsapSlot(method, busy, await this.settings.get('waitingTimes')) : null;
    if (!capacityLimited(capacity)) return { fullSlots: [], asap: usual, asapMoved: false };
    const loads = await this.loads(this.dataSource.manager, date);
    const fullSlots = [...loads]
      .filter(([, load]) => slotIsFull(load, capacity))
      .map(([time]) => time)
      .sort();
    let asap = usual;
    for (let shift = 0; asap && shift < MAX_ASAP_SHIFT && fullSlots.includes(asap.time) && asap.date === date; shift++) asap = this.next(asap);
    return { fullSlots, asap, asapMoved: Boolean(asap && usual && asap.time !== usual.time) };
  }

  /** The order's wanted slot (its time, or the usual one of "as soon as possible"), its load and the capacity it is counted against. */
  /** From the settings the order was checked against (the insert's version guard holds them current): no read. */
  plan(prepared: PreparedOrder, busy: BusyModeState): SlotPlan {
    const { submission, settings } = prepared;
    const { capacity, hours, closures } = settings;
    const added = orderLoad(
      prepared.quote.lines.map((line) => line.item),
      prepared.quote.ovenCategoryIds,
    );
    const asap = submission.desiredDeliveryTime === ASAP;
    const wanted = asap
      ? this.usualAsapSlot(submission.deliveryMethod, busy, settings.waitingTimes)
      : { date: submission.desiredDeliveryDate, time: slotOf(submission.desiredDeliveryTime) };
    return { capacity, schedule: { hours, closures }, wanted, added, asap };
  }

  /**
   * Plans the order (already inserted as `orderId`) into its slot, inside the order's transaction.
   * `overbook`: staff book the wanted slot even when it is full (the order records that they did).
   */
  async reserve(manager: EntityManager, orderId: number, plan: SlotPlan, overbook = false): Promise<KitchenSlot> {
    const { capacity, wanted, added, asap } = plan;
    const slot = capacityLimited(capacity) && !overbook ? await this.firstSlotWithRoom(manager, plan.schedule, wanted, added, capacity, asap) : wanted;
    await manager.query('INSERT INTO order_kitchen_slots (order_id, slot_date, slot_time, pizzas) VALUES ($1, $2, $3, $4)', [
      orderId,
      slot.date,
      slot.time,
      added.pizzas,
    ]);
    return slot;
  }

  private async firstSlotWithRoom(
    manager: EntityManager,
    schedule: SlotPlan['schedule'],
    first: KitchenSlot,
    added: KitchenLoad,
    capacity: CapacitySettings,
    mayMove: boolean,
  ): Promise<KitchenSlot> {
    const { dayBoundary } = await this.settings.get('serviceDay');
    const closing = closingInstant(this.clock.now(), this.config.shopTimezone, dayBoundary, schedule).getTime();
    let slot = first;
    for (let shift = 0; shift < MAX_ASAP_SHIFT; shift++) {
      // Slots are locked in time order, so two orders moving along the same evening cannot deadlock.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`kitchen-slot:${slot.date}:${slot.time}`]);
      const load = (await this.loads(manager, slot.date, slot.time)).get(slot.time) ?? { orders: 0, pizzas: 0 };
      if (fitsInSlot(load, added, capacity)) return slot;
      if (!mayMove) throw new ConflictException(CAPACITY_MESSAGES.slotFull);
      slot = this.next(slot);
      if (zonedToInstant(slot.date, slot.time, this.config.shopTimezone).getTime() >= closing) break;
    }
    throw new ConflictException(CAPACITY_MESSAGES.noSlotLeft);
  }

  /** "So schnell wie möglich" lands in the quarter the owner's waiting time (plus busy mode's) reaches. */
  private usualAsapSlot(method: PreparedOrder['submission']['deliveryMethod'], busy: BusyModeState, waitingTimes: ExpectedMinutes): KitchenSlot {
    const now = zonedTime(this.clock.now(), this.config.shopTimezone);
    return quarterAtOrAfter(now.date, now.minutes + expectedMinutesNow(waitingTimes, busy)[method]);
  }

  private next(slot: KitchenSlot): KitchenSlot {
    const [h, m] = slot.time.split(':').map(Number);
    return quarterAtOrAfter(slot.date, h * 60 + m + 15);
  }

  /** Orders and pizzas planned per slot of a day (or one slot), leaving out cancelled and unpaid orders. */
  private async loads(manager: EntityManager, date: string, time?: string): Promise<Map<string, KitchenLoad>> {
    const rows = (await manager.query(
      `SELECT ks.slot_time AS time, count(*)::int AS orders, coalesce(sum(ks.pizzas), 0)::int AS pizzas
         FROM order_kitchen_slots ks JOIN orders o ON o.id = ks.order_id
        WHERE ks.slot_date = $1 AND ($2::text IS NULL OR ks.slot_time = $2) AND o.status <> 'storniert' AND o.payment_status <> 'offen'
        GROUP BY ks.slot_time`,
      [date, time ?? null],
    )) as { time: string; orders: number; pizzas: number }[];
    return new Map(rows.map((row) => [row.time, { orders: row.orders, pizzas: row.pizzas }]));
  }
}
