import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { OutboxModule } from '../outbox/outbox.module';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';
import { PaypalRefunds } from './paypal-refunds';
import { PaypalReconciler } from './paypal.reconciler';

@Module({
  imports: [OrdersModule, OutboxModule],
  controllers: [PaymentsController],
  providers: [PaypalClient, PaymentsService, PaypalReconciler, PaypalRefunds],
})
export class PaymentsModule {}
