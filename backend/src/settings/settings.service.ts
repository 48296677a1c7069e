import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ShopStatus, ShopStatusPayload } from '@pizzeria/domain';
import { Repository } from 'typeorm';
import { EventBus } from '../events/event-bus';
import { SettingsSnapshotService, type OrderSettings } from './settings-snapshot.service';
import { ShopSettings } from './shop-settings.entity';

const SETTINGS_ID = 1;

/**
 * 'checked' reads the settings now; 'last-read' answers the newest ones this process read (no
 * query once it has read them), for a writer that stores only under settingsNotNewerThan(version)
 * and checks again before it refuses anything.
 */
export type SettingsFreshness = 'checked' | 'last-read';

export function toShopStatusPayload(status: ShopStatus): ShopStatusPayload {
  return { isShopLive: status.isShopLive ? 1 : 0, preordersEnabled: status.preordersEnabled ? 1 : 0 };
}

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(ShopSettings) private readonly settings: Repository<ShopSettings>,
    private readonly snapshot: SettingsSnapshotService,
    private readonly events: EventBus,
  ) {}

  /** The switches, every settings section and their version (one statement when read). */
  forOrder(freshness: SettingsFreshness = 'checked'): Promise<OrderSettings> {
    return freshness === 'last-read' ? this.snapshot.lastRead() : this.snapshot.checked();
  }

  /** Changes the given switches (others stay), then tells every admin screen. */
  async setStatus(change: Partial<ShopStatus>): Promise<ShopStatus> {
    const next = await this.events.transaction(async (tx) => {
      // One statement, so two staff flipping different switches at once cannot undo each other.
      const [rows] = (await tx.manager.query(
        `UPDATE shop_settings
            SET is_shop_live = COALESCE($2, is_shop_live),
                preorders_enabled = COALESCE($3, preorders_enabled),
                updated_at = now()
          WHERE id = $1
      RETURNING is_shop_live, preorders_enabled`,
        [SETTINGS_ID, change.isShopLive ?? null, change.preordersEnabled ?? null],
      )) as [{ is_shop_live: boolean; preorders_enabled: boolean }[], number];
      const status: ShopStatus = { isShopLive: rows[0].is_shop_live, preordersEnabled: rows[0].preorders_enabled };
      await tx.publish('shop.status-changed', { status: toShopStatusPayload(status) });
      return status;
    });
    this.snapshot.invalidate();
    return next;
  }
}
