import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ShopStatusPayload, ShopStatusResponse } from '@pizzeria/domain';
import { Public, Roles } from '../staff/access.decorators';
import { NO_SWITCH_GIVEN_MESSAGE, UpdateShopStatusDto } from './dto/update-shop-status.dto';
import { SettingsService, toShopStatusPayload } from './settings.service';
import { ShopFrontService } from './shop-front.service';

@Controller('shop-status')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly shopFront: ShopFrontService,
  ) {}

  /** The switches with the server's time and zone, the expected times and busy mode (ShopFrontService.status). */
  @Get()
  @Public()
  get(): Promise<ShopStatusResponse> {
    return this.shopFront.status();
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
