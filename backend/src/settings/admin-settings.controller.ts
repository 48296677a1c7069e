import { Body, Controller, Get, Inject, Patch } from '@nestjs/common';
import { upcomingClosures, zonedTime, type Clock, type ShopInfo } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { Public, Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { AdminSettingsService } from './admin-settings.service';

/** The owner's settings; the body is checked section by section by the shared rules of @pizzeria/domain. */
@Controller()
export class AdminSettingsController {
  constructor(
    private readonly settings: AdminSettingsService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  @Get('admin/settings')
  @Roles('owner')
  async get() {
    return { success: true, ...(await this.settings.all()) };
  }

  @Patch('admin/settings')
  @Roles('owner')
  async update(@CurrentStaff() staff: StaffSession, @Body() body: unknown) {
    return { success: true, message: 'Einstellungen gespeichert.', ...(await this.settings.update(staff, body)) };
  }

  /** What every page shows about the shop; express answers a repeat poll with 304 by its ETag. */
  @Get('shop-info')
  @Public()
  async shopInfo(): Promise<ShopInfo> {
    const { shop, hours, closures } = await this.settings.all();
    return { shop, hours, closures: upcomingClosures(closures, zonedTime(this.clock.now(), this.config.shopTimezone).date) };
  }
}
