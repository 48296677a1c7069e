import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { SettingsModule } from '../settings/settings.module';
import { DriverOrdersService } from './driver-orders.service';
import { DriversController } from './drivers.controller';
import { SettlementsController } from './settlements.controller';
import { SettlementsService } from './settlements.service';

/** Drivers: deliveries assigned at the board, their phone screen, and each driver's cash settlement per service day. */
@Module({
  imports: [AdminModule, OrdersModule, SettingsModule, AuditModule],
  controllers: [DriversController, SettlementsController],
  providers: [DriverOrdersService, SettlementsService],
})
export class DriversModule {}
