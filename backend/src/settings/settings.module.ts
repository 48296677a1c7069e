import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsService } from './admin-settings.service';
import { AppSettingsStore } from './app-settings.store';
import { BusyModeController } from './busy-mode.controller';
import { BusyModeService } from './busy-mode.service';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShopFrontService } from './shop-front.service';
import { ShopSettings } from './shop-settings.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ShopSettings]), RealtimeModule, AuditModule],
  controllers: [SettingsController, AdminSettingsController, BusyModeController],
  providers: [SettingsService, AppSettingsStore, AdminSettingsService, BusyModeService, ShopFrontService],
  exports: [SettingsService, AppSettingsStore, BusyModeService, ShopFrontService],
})
export class SettingsModule {}
