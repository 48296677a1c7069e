import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminGateway } from './admin.gateway';
import { DriverGateway } from './driver.gateway';
import { DriverSessionsSubscriber } from './driver-sessions.subscriber';
import { OrdersGateway } from './orders.gateway';
import { OrderPushSubscriber } from './order-push.subscriber';
import { RealtimeService } from './realtime.service';
import { ScreenPushSubscriber } from './screen-push.subscriber';
import { ShopGateway } from './shop.gateway';

@Module({
  imports: [AdminModule, OrdersModule],
  providers: [AdminGateway, DriverGateway, OrdersGateway, ShopGateway, RealtimeService, OrderPushSubscriber, ScreenPushSubscriber, DriverSessionsSubscriber],
  // For the metrics' socket counts; pushes go through the event bus's subscribers here, except the
  // drivers' phones: the drivers module knows whose deliveries an order change touches.
  exports: [RealtimeService, DriverGateway],
})
export class RealtimeModule {}
