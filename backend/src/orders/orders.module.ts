import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CheckoutModule } from '../checkout/checkout.module';
import { PrintingModule } from '../printing/printing.module';
import { SettingsModule } from '../settings/settings.module';
import { AdminOrdersController } from './admin-orders.controller';
import { CheckoutBindingService } from './checkout-binding.service';
import { CounterOrdersService } from './counter-orders.service';
import { CustomerOrders } from './customer-orders.service';
import { KitchenCapacityService } from './kitchen-capacity.service';
import { KitchenSlotsController } from './kitchen-slots.controller';
import { OrderHistoryService } from './order-history.service';
import { OrderDeliveries } from './order-deliveries.service';
import { OrderEscalationWorker } from './order-escalation.worker';
import { OrderItemEntity } from './order-item.entity';
import { OrderOverviewService } from './order-overview.service';
import { OrderPreparationService } from './order-preparation.service';
import { OrderQueryService } from './order-query.service';
import { OrderStateService } from './order-state.service';
import { OrderEntity } from './order.entity';
import { OrderStore } from './order.store';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaypalPaidService } from './paypal-paid.service';
import { OrderPrintingService } from './order-printing.service';
import { OrderRecords } from './order-records.store';
import { PaypalOrders } from './paypal-orders.service';

@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderItemEntity]), AdminModule, CatalogModule, CheckoutModule, SettingsModule, PrintingModule, AuditModule],
  controllers: [OrdersController, AdminOrdersController, KitchenSlotsController],
  providers: [
    CheckoutBindingService,
    CounterOrdersService,
    CustomerOrders,
    KitchenCapacityService,
    OrderDeliveries,
    OrderEscalationWorker,
    OrderStore,
    OrderPreparationService,
    OrdersService,
    PaypalPaidService,
    OrderStateService,
    OrderQueryService,
    OrderOverviewService,
    OrderHistoryService,
    OrderPrintingService,
    OrderRecords,
    PaypalOrders,
  ],
  exports: [CheckoutBindingService, OrderPreparationService, OrdersService, OrderRecords, OrderStore, OrderHistoryService, CustomerOrders, OrderDeliveries, PaypalOrders],
})
export class OrdersModule {}
