import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Post } from '@nestjs/common';
import { expectedMinutesNow, type Clock, type ShopStatusPayload, type ShopStatusResponse } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { Public, Roles } from '../staff/access.decorators';
import { NO_SWITCH_GIVEN_MESSAGE, UpdateShopStatusDto } from './dto/update-shop-status.dto';
import { AppSettingsStore } from './app-settings.store';
import { BusyModeService } from './busy-mode.service';
import { SettingsService, toShopStatusPayload } from './settings.service';

@Controller('shop-status')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly busyMode: BusyModeService,
    private readonly store: AppSettingsStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * With the server's time and zone (the shop's time slots follow them, not the customer's device
   * clock), how long an order takes now (the owner's waiting times plus busy mode's), and busy mode, so customers see the longer time and a
   * paused delivery or pickup before they order.
   */
  @Get()
  @Public()
  async get(): Promise<ShopStatusResponse> {
    const [status, busy, waitingTimes] = await Promise.all([this.settings.getStatus(), this.busyMode.current(), this.store.get('waitingTimes')]);
    return {
      ...toShopStatusPayload(status),
      serverTime: this.clock.now().toISOString(),
      timezone: this.config.shopTimezone,
      expectedMinutes: expectedMinutesNow(waitingTimes, busy),
      busy,
    };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('owner', 'counter')
  async set(@Body() body: UpdateShopStatusDto): Promise<{ success: true } & ShopStatusPayload> {
    if (body.isShopLive == null && body.preordersEnabled == null) throw new BadRequestException(NO_SWITCH_GIVEN_MESSAGE);
    const status = await this.settings.setStatus({ isShopLive: body.isShopLive, preordersEnabled: body.preordersEnabled });
    return { success: true, ...toShopStatusPayload(status) };
  }
}
