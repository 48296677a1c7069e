import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ShopStatus } from '@pizzeria/domain';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { RulesListener } from '../events/rules-listener';
import { settingsFromRows, type AppSettingsMap, type StoredSection } from './app-settings.sections';

const SETTINGS_ID = 1;
/** Keys of the extra rows of the one statement below; no settings section is named like them. */
const SWITCHES_ROW = '#switches';
const VERSION_ROW = '#version';

/** The shop's switches, every settings section and the version they are of, as read by one statement. */
export interface OrderSettings {
  status: ShopStatus;
  settings: AppSettingsMap;
  /** `settings_version` as the same statement saw it (see settingsNotNewerThan). */
  version: number;
}

/** The switches as stored; a shop without its row yet is live, without pre-orders. */
function shopStatusOf(stored: Partial<ShopStatus> | undefined): ShopStatus {
  return { isShopLive: stored?.isShopLive ?? true, preordersEnabled: stored?.preordersEnabled ?? false };
}

/**
 * The settings half of the process's rules cache (the menu snapshot is the other): the switches
 * and every section in memory, marked stale by the NOTIFY of each committed change (RulesListener)
 * and read again, in one statement, by the next reader. Open pages poll the shop's status every few
 * seconds; from memory that costs no query.
 */
@Injectable()
export class SettingsSnapshotService {
  private snapshot: OrderSettings | null = null;
  /** Set by a change announced or made here; cleared when a shared read starts (a change during it sets it again). */
  private stale = true;
  private loading: Promise<OrderSettings> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rules: RulesListener,
  ) {
    rules.onChange((change) => {
      if (change?.part === 'menu' || (change && this.snapshot && change.version <= this.snapshot.version)) return;
      this.stale = true;
    });
  }

  /** The newest settings: from memory while changes are listened for and none is pending, else read now. */
  current(): Promise<OrderSettings> {
    // A read under way started after the last change announced: its answer, not the older one in memory.
    if (this.snapshot && !this.stale && !this.loading && this.rules.listening) return Promise.resolve(this.snapshot);
    return this.shared();
  }

  /**
   * The settings as last read, without a query once read and no change is known pending (even
   * without LISTEN): only for a writer that checks settingsNotNewerThan(version) before it stores.
   */
  lastRead(): Promise<OrderSettings> {
    return this.snapshot && !this.stale && !this.loading ? Promise.resolve(this.snapshot) : this.shared();
  }

  /** Read now, by its own statement (a read already under way may have begun before a change the caller must see). */
  async checked(): Promise<OrderSettings> {
    return this.keep(await this.read());
  }

  /** A change committed by this process: its next read sees it, before the NOTIFY arrives. */
  invalidate(): void {
    this.stale = true;
  }

  private shared(): Promise<OrderSettings> {
    if (this.loading) return this.loading;
    this.stale = false;
    this.loading = this.read()
      .then((read) => this.keep(read))
      .catch((error: unknown) => {
        this.stale = true;
        throw error;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Concurrent reads may finish out of order: the newest is kept. */
  private keep(read: OrderSettings): OrderSettings {
    if (!this.snapshot || read.version >= this.snapshot.version) this.snapshot = read;
    return read;
  }

  /** The switches and the version come as rows under keys no section has: one round trip instead of three. */
  private async read(): Promise<OrderSettings> {
    const rows = await preparedQuery<StoredSection>(
      this.dataSource.manager,
      `SELECT key, value FROM app_settings
       UNION ALL
       SELECT $2::varchar, jsonb_build_object('isShopLive', is_shop_live, 'preordersEnabled', preorders_enabled) FROM shop_settings WHERE id = $1
       UNION ALL
       SELECT $3::varchar, to_jsonb(version) FROM settings_version WHERE id = 1`,
      [SETTINGS_ID, SWITCHES_ROW, VERSION_ROW],
    );
    const row = (key: string) => rows.find((r) => r.key === key)?.value;
    return {
      status: shopStatusOf(row(SWITCHES_ROW) as Partial<ShopStatus> | undefined),
      // settingsFromRows keeps only the sections it knows, so the two extra rows do not end up in them.
      settings: settingsFromRows(rows),
      version: Number(row(VERSION_ROW)),
    };
  }
}
