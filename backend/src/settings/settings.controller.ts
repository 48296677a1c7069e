import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, UseGuards } from '@nestjs/common';
import type { Clock, ShopStatusPayload, ShopStatusResponse } from '@pizzeria/domain';
import { JwtAuthGuard } from '../admin/jwt-auth.guard';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { NO_SWITCH_GIVEN_MESSAGE, UpdateShopStatusDto } from './dto/update-shop-status.dto';
import { SettingsService, toShopStatusPayload } from './settings.service';

@Controller('shop-status')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** With the server's time and zone: the shop's time slots follow them, not the customer's device clock. */
  @Get()
  async get(): Promise<ShopStatusResponse> {
    const status = toShopStatusPayload(await this.settings.getStatus());
    return { ...status, serverTime: this.clock.now().toISOString(), timezone: this.config.shopTimezone };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  async set(@Body() body: UpdateShopStatusDto): Promise<{ success: true } & ShopStatusPayload> {
    if (body.isShopLive == null && body.preordersEnabled == null) throw new BadRequestException(NO_SWITCH_GIVEN_MESSAGE);
    const status = await this.settings.setStatus({ isShopLive: body.isShopLive, preordersEnabled: body.preordersEnabled });
    return { success: true, ...toShopStatusPayload(status) };
  }
}
