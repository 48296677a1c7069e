import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import type { ShopStatusPayload } from '@pizzeria/domain';
import { JwtAuthGuard } from '../admin/jwt-auth.guard';
import { NO_SWITCH_GIVEN_MESSAGE, UpdateShopStatusDto } from './dto/update-shop-status.dto';
import { SettingsService, toShopStatusPayload } from './settings.service';

@Controller('shop-status')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  async get(): Promise<ShopStatusPayload> {
    return toShopStatusPayload(await this.settings.getStatus());
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
