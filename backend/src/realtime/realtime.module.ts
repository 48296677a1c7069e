import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AdminGateway } from './admin.gateway';
import { OrdersGateway } from './orders.gateway';
import { OrderPushSubscriber } from './order-push.subscriber';
import { RealtimeService } from './realtime.service';

@Module({
  imports: [AdminModule],
  providers: [AdminGateway, OrdersGateway, RealtimeService, OrderPushSubscriber],
  exports: [RealtimeService],
})
export class RealtimeModule {}
