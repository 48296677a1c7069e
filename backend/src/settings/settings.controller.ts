import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { ShopStatusPayload, ShopStatusResponse } from '@pizzeria/domain';
import { Public, Roles } from '../staff/access.decorators';
import { SettingsService, toShopStatusPayload } from './settings.service';
import { ShopFrontService } from './shop-front.service';
import { updateShopStatusSchema, type UpdateShopStatusBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

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
  async set(@Body(new ContractBody(updateShopStatusSchema)) body: UpdateShopStatusBody): Promise<{ success: true } & ShopStatusPayload> {
    const status = await this.settings.setStatus({ isShopLive: body.isShopLive, preordersEnabled: body.preordersEnabled });
    return { success: true, ...toShopStatusPayload(status) };
  }
}
