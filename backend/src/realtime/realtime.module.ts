import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AdminGateway } from './admin.gateway';
import { OrdersGateway } from './orders.gateway';
import { RealtimeService } from './realtime.service';

@Module({
  imports: [AdminModule],
  providers: [AdminGateway, OrdersGateway, RealtimeService],
  exports: [RealtimeService],
})
export class RealtimeModule {}
