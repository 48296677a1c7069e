import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../audit/audit.module';
import { OrdersModule } from '../orders/orders.module';
import { OutboxModule } from '../outbox/outbox.module';
import { SettingsModule } from '../settings/settings.module';
import { CustomerDirectoryService } from './customer-directory.service';
import { CustomerErasureService } from './customer-erasure.service';
import { CustomerRetentionWorker } from './customer-retention.worker';
import { CustomersController } from './customers.controller';

/** Customers as the shop knows them from their orders: found by the counter, erased on request or after the retention period. */
@Module({
  imports: [AdminModule, AuditModule, OrdersModule, OutboxModule, SettingsModule],
  controllers: [CustomersController],
  providers: [CustomerDirectoryService, CustomerErasureService, CustomerRetentionWorker],
  exports: [CustomerRetentionWorker],
})
export class CustomersModule {}
