import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsService } from './admin-settings.service';
import { AppSettingsStore } from './app-settings.store';
import { BusyModeController } from './busy-mode.controller';
import { BusyModeService } from './busy-mode.service';
import { ServiceDayService } from './service-day.service';
import { SettingsController } from './settings.controller';
import { SettingsSnapshotService } from './settings-snapshot.service';
import { SettingsService } from './settings.service';
import { ShopFrontService } from './shop-front.service';
import { ShopSettings } from './shop-settings.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ShopSettings]), AuditModule],
  controllers: [SettingsController, AdminSettingsController, BusyModeController],
  providers: [SettingsService, SettingsSnapshotService, AppSettingsStore, AdminSettingsService, BusyModeService, ShopFrontService, ServiceDayService],
  exports: [SettingsService, SettingsSnapshotService, AppSettingsStore, BusyModeService, ShopFrontService, ServiceDayService],
})
export class SettingsModule {}
