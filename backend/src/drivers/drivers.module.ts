import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../audit/audit.module';
import { DayCloseModule } from '../day-close/day-close.module';
import { OrdersModule } from '../orders/orders.module';
import { RealtimeModule } from '../realtime/realtime.module';
import { SettingsModule } from '../settings/settings.module';
import { DeliveryPushSubscriber } from './delivery-push.subscriber';
import { DriverOrdersService } from './driver-orders.service';
import { DriversController } from './drivers.controller';
import { SettlementsController } from './settlements.controller';
import { SettlementsService } from './settlements.service';

/** Drivers: deliveries assigned at the board, their phone screen (told live of its changes), and each driver's cash settlement per service day. */
@Module({
  imports: [AdminModule, OrdersModule, SettingsModule, AuditModule, RealtimeModule, DayCloseModule],
  controllers: [DriversController, SettlementsController],
  providers: [DriverOrdersService, SettlementsService, DeliveryPushSubscriber],
})
export class DriversModule {}
