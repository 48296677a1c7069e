import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCOUNTANT_SETTINGS_DEFAULTS,
  BUSY_MODE_OFF,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  SERVICE_DAY_SETTINGS_DEFAULTS,
  SHOP_INFO_DEFAULTS,
  type AccountantSettings,
  type BusyModeState,
  type OrderFlowSettings,
  type ServiceDaySettings,
  type ShopInfo,
} from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Every settings section with its defaults. A feature that needs a setting adds its section here
 * (type in @pizzeria/domain, default beside it); the store keeps only what staff changed.
 */
export type AppSettingsMap = OrderFlowSettings &
  ShopInfo & {
    /** Not a setting but the board's busy mode, kept here so every process sees it at once. */
    busy: BusyModeState;
    /** When the service day changes (close of day, settlements). */
    serviceDay: ServiceDaySettings;
    /** The tax adviser's numbers and accounts for the DATEV export. */
    accountant: AccountantSettings;
  };
export const APP_SETTINGS_DEFAULTS: AppSettingsMap = {
  ...ORDER_FLOW_SETTINGS_DEFAULTS,
  ...SHOP_INFO_DEFAULTS,
  busy: BUSY_MODE_OFF,
  serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
  accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
};
export type AppSettingsKey = keyof AppSettingsMap;
/** One row of `app_settings`: a section staff changed. */
export interface StoredSection {
  key: string;
  value: object;
}

/** A stored object section is laid over its defaults (fields added later keep theirs); a list replaces them. */
function withDefaults<T>(defaults: T, stored: unknown): T {
  return Array.isArray(defaults) ? (stored as T) : ({ ...defaults, ...(stored as object) } as T);
}

/**
 * Reads and writes the settings sections in `app_settings`. Reads go to the database every time,
 * so every backend process sees a change as soon as it committed. Inside a transaction the
 * sections are read once, at its first read: an order's transaction asks for capacity, waiting
 * times and the shop's name, and one round trip instead of three keeps its connection short.
 */
@Injectable()
export class AppSettingsStore {
  private readonly perTransaction = new WeakMap<EntityManager, Promise<AppSettingsMap>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get<K extends AppSettingsKey>(key: K, manager: EntityManager = this.dataSource.manager): Promise<AppSettingsMap[K]> {
    if (manager.queryRunner?.isTransactionActive) return (await this.inTransaction(manager))[key];
    const rows = (await manager.query('SELECT value FROM app_settings WHERE key = $1', [key])) as { value: AppSettingsMap[K] }[];
    return rows.length ? withDefaults(APP_SETTINGS_DEFAULTS[key], rows[0].value) : APP_SETTINGS_DEFAULTS[key];
  }

  async getAll(manager: EntityManager = this.dataSource.manager): Promise<AppSettingsMap> {
    return AppSettingsStore.fromRows((await manager.query('SELECT key, value FROM app_settings')) as StoredSection[]);
  }

  /** Every section from the stored rows of `app_settings` (for a caller that read them with more in one statement). */
  static fromRows(rows: readonly StoredSection[]): AppSettingsMap {
    const all: Record<string, unknown> = { ...APP_SETTINGS_DEFAULTS };
    for (const { key, value } of rows) if (key in all) all[key] = withDefaults(all[key], value);
    return all as unknown as AppSettingsMap;
  }

  /**
   * Lets the reads of `manager`'s transaction answer from sections read just before it began (an
   * order checks its rules against them, and its slot and mail then use the very same settings).
   */
  useInTransaction(manager: EntityManager, all: AppSettingsMap): void {
    this.perTransaction.set(manager, Promise.resolve(all));
  }

  private inTransaction(manager: EntityManager): Promise<AppSettingsMap> {
    let all = this.perTransaction.get(manager);
    if (!all) this.perTransaction.set(manager, (all = this.getAll(manager)));
    return all;
  }

  /** Replaces one section; run it inside the transaction of the change (and its audit record). */
  async set<K extends AppSettingsKey>(manager: EntityManager, key: K, value: AppSettingsMap[K]): Promise<void> {
    // A later read in the same transaction sees the new value.
    this.perTransaction.delete(manager);
    await manager.query(
      `INSERT INTO app_settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
