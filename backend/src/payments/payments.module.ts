import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';

@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController],
  providers: [PaypalClient, PaymentsService],
})
export class PaymentsModule {}
