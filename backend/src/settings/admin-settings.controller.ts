import { Body, Controller, Get, Patch } from '@nestjs/common';
import { settingsPatchSchema, type SettingsPatch } from '@pizzeria/contract';
import type { ShopInfo } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { Public, Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { ContractBody } from '../common/contract-body.pipe';
import { AppConfig } from '../config/app-config';
import { AdminSettingsService } from './admin-settings.service';
import { AppSettingsStore } from './app-settings.store';
import { ShopFrontService } from './shop-front.service';

/** The owner's settings; the body is checked section by section by the contract's settingsPatchSchema. */
@Controller()
export class AdminSettingsController {
  constructor(
    private readonly settings: AdminSettingsService,
    private readonly shopFront: ShopFrontService,
    private readonly store: AppSettingsStore,
    private readonly config: AppConfig,
  ) {}

  @Get('admin/settings')
  @Roles('owner')
  async get() {
    return { success: true, ...(await this.settings.all()) };
  }

  /** When pre-orders reach the kitchen's screen: every staff screen needs this one setting, not the others. */
  @Get('admin/settings/preorders')
  @Roles('owner', 'counter', 'kitchen')
  async preorders() {
    return { success: true, preorders: await this.store.get('preorders'), timezone: this.config.shopTimezone };
  }

  @Patch('admin/settings')
  @Roles('owner')
  async update(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(settingsPatchSchema)) body: SettingsPatch) {
    return { success: true, message: 'Einstellungen gespeichert.', ...(await this.settings.update(staff, body)) };
  }

  /** What every page shows about the shop; express answers a repeat poll with 304 by its ETag. */
  @Get('shop-info')
  @Public()
  shopInfo(): Promise<ShopInfo> {
    return this.shopFront.info();
  }
}
