import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminGateway } from './admin.gateway';
import { OrdersGateway } from './orders.gateway';
import { OrderPushSubscriber } from './order-push.subscriber';
import { RealtimeService } from './realtime.service';
import { ScreenPushSubscriber } from './screen-push.subscriber';
import { ShopGateway } from './shop.gateway';

@Module({
  imports: [AdminModule, OrdersModule],
  providers: [AdminGateway, OrdersGateway, ShopGateway, RealtimeService, OrderPushSubscriber, ScreenPushSubscriber],
  // For the metrics' socket counts; pushes go through the event bus's subscribers here.
  exports: [RealtimeService],
})
export class RealtimeModule {}
