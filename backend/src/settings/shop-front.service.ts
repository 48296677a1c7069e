import { Inject, Injectable } from '@nestjs/common';
import {
  activeBusyMode,
  expectedMinutesNow,
  openNowStatus,
  pausesInZone,
  upcomingClosures,
  zonedTime,
  type Clock,
  type ShopInfo,
  type ShopStatusResponse,
} from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { SettingsSnapshotService } from './settings-snapshot.service';
import { toShopStatusPayload } from './settings.service';

/**
 * What customers are told about the shop, the same whether a page asks the API (GET
 * /api/shop-status, /api/shop-info) or the server renders it into the menu page: from the
 * settings in memory (SettingsSnapshotService), with what depends on the time worked out per answer.
 */
@Injectable()
export class ShopFrontService {
  constructor(
    private readonly snapshot: SettingsSnapshotService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * With the server's time and zone (the shop's time slots follow them, not the customer's device
   * clock), how long an order takes now (the owner's waiting times plus busy mode's), and busy
   * mode, so customers see the longer time and a paused delivery or pickup before they order.
   */
  async status(): Promise<ShopStatusResponse> {
    const now = this.clock.now();
    const tz = this.config.shopTimezone;
    const { status, settings: all } = await this.snapshot.current();
    const busy = activeBusyMode(all.busy, now);
    const { hours, closures, orderTimes } = all;
    const open = openNowStatus(
      { now: zonedTime(now, tz), schedule: { hours, closures, orderTimes }, isShopLive: status.isShopLive, pausedUntil: pausesInZone(busy, tz) },
      tz,
    );
    return {
      ...toShopStatusPayload(status),
      serverTime: now.toISOString(),
      timezone: tz,
      expectedMinutes: expectedMinutesNow(all.waitingTimes, busy),
      busy,
      ...open,
    };
  }

  /** The shop's identity, the facts of its legal and directions pages, hours, order-time figures, the closures still to come and the service day's boundary. */
  async info(): Promise<ShopInfo> {
    const { shop, legal, directions, hours, closures, orderTimes, serviceDay } = (await this.snapshot.current()).settings;
    return { shop, legal, directions, hours, closures: upcomingClosures(closures, this.today()), orderTimes, serviceDay };
  }

  /** Today's date (YYYY-MM-DD) in the shop's zone. */
  today(): string {
    return zonedTime(this.clock.now(), this.config.shopTimezone).date;
  }
}
