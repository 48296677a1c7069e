import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';
import { PaypalReconciler } from './paypal.reconciler';

@Module({
  imports: [OrdersModule],
  controllers: [PaymentsController],
  providers: [PaypalClient, PaymentsService, PaypalReconciler],
})
export class PaymentsModule {}
