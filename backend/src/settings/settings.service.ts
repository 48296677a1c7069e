import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ShopStatus, ShopStatusPayload } from '@pizzeria/domain';
import { Repository } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { RealtimeService } from '../realtime/realtime.service';
import { AppSettingsStore, type AppSettingsMap, type StoredSection } from './app-settings.store';
import { ShopSettings } from './shop-settings.entity';

const SETTINGS_ID = 1;
/** Keys of forOrder()'s extra rows; no settings section is named like them. */
const SWITCHES_ROW = '#switches';
const VERSION_ROW = '#version';

/** What an order's rules are checked against: the shop's switches and every settings section. */
export interface OrderSettings {
  status: ShopStatus;
  settings: AppSettingsMap;
  /** `settings_version` as the same statement saw it (see settingsNotNewerThan). */
  version: number;
}

/**
 * 'checked' reads the settings now; 'last-read' answers the newest ones this process read (no
 * query once it has read them), for a writer that stores only under settingsNotNewerThan(version)
 * and checks again before it refuses anything.
 */
export type SettingsFreshness = 'checked' | 'last-read';

/** The switches as stored; a shop without its row yet is live, without pre-orders. */
function shopStatusOf(stored: Partial<ShopStatus> | undefined): ShopStatus {
  return { isShopLive: stored?.isShopLive ?? true, preordersEnabled: stored?.preordersEnabled ?? false };
}

export function toShopStatusPayload(status: ShopStatus): ShopStatusPayload {
  return { isShopLive: status.isShopLive ? 1 : 0, preordersEnabled: status.preordersEnabled ? 1 : 0 };
}

@Injectable()
export class SettingsService {
  private lastRead: OrderSettings | null = null;

  constructor(
    @InjectRepository(ShopSettings) private readonly settings: Repository<ShopSettings>,
    private readonly realtime: RealtimeService,
  ) {}

  /** Read on every order: a plain query, as the entity lookup costs more building the SQL than running it. */
  async getStatus(): Promise<ShopStatus> {
    const rows = (await this.settings.query('SELECT is_shop_live AS "isShopLive", preorders_enabled AS "preordersEnabled" FROM shop_settings WHERE id = $1', [
      SETTINGS_ID,
    ])) as ShopStatus[];
    return shopStatusOf(rows[0]);
  }

  /**
   * The switches, every settings section and their version in one statement (one round trip per
   * order instead of three): the switches and the version come as rows under keys no section has.
   */
  async forOrder(freshness: SettingsFreshness = 'checked'): Promise<OrderSettings> {
    if (freshness === 'last-read' && this.lastRead) return this.lastRead;
    const rows = await preparedQuery<StoredSection>(
      this.settings.manager,
      `SELECT key, value FROM app_settings
       UNION ALL
       SELECT $2::varchar, jsonb_build_object('isShopLive', is_shop_live, 'preordersEnabled', preorders_enabled) FROM shop_settings WHERE id = $1
       UNION ALL
       SELECT $3::varchar, to_jsonb(version) FROM settings_version WHERE id = 1`,
      [SETTINGS_ID, SWITCHES_ROW, VERSION_ROW],
    );
    const row = (key: string) => rows.find((r) => r.key === key)?.value;
    const read: OrderSettings = {
      status: shopStatusOf(row(SWITCHES_ROW) as Partial<ShopStatus> | undefined),
      // fromRows keeps only the sections it knows, so the two extra rows do not end up in them.
      settings: AppSettingsStore.fromRows(rows),
      version: Number(row(VERSION_ROW)),
    };
    // Concurrent reads may finish out of order: keep the newest.
    if (!this.lastRead || read.version >= this.lastRead.version) this.lastRead = read;
    return read;
  }

  /** Changes the given switches (others stay), then tells every admin screen. */
  async setStatus(change: Partial<ShopStatus>): Promise<ShopStatus> {
    // One statement, so two staff flipping different switches at once cannot undo each other.
    const [rows] = (await this.settings.query(
      `UPDATE shop_settings
          SET is_shop_live = COALESCE($2, is_shop_live),
              preorders_enabled = COALESCE($3, preorders_enabled),
              updated_at = now()
        WHERE id = $1
    RETURNING is_shop_live, preorders_enabled`,
      [SETTINGS_ID, change.isShopLive ?? null, change.preordersEnabled ?? null],
    )) as [{ is_shop_live: boolean; preorders_enabled: boolean }[], number];
    const next: ShopStatus = { isShopLive: rows[0].is_shop_live, preordersEnabled: rows[0].preorders_enabled };
    this.realtime.shopStatusChanged(toShopStatusPayload(next));
    return next;
  }
}
