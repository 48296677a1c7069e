import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminMenuController } from './admin/admin-menu.controller';
import { AdminMenuService } from './admin/admin-menu.service';
import { SoldOutController } from './admin/sold-out.controller';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { MenuSnapshotService } from './menu-snapshot.service';

@Module({
  imports: [AuditModule, SettingsModule],
  controllers: [CatalogController, AdminMenuController, SoldOutController],
  providers: [CatalogService, MenuSnapshotService, AdminMenuService],
  exports: [CatalogService, MenuSnapshotService],
})
export class CatalogModule {}
