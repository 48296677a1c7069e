import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { CatalogModule } from '../catalog/catalog.module';
import { AdminVouchersController } from './admin/admin-vouchers.controller';
import { AdminVouchersService } from './admin/admin-vouchers.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { VoucherEntity } from './voucher.entity';
import { VoucherService } from './voucher.service';

@Module({
  imports: [TypeOrmModule.forFeature([VoucherEntity]), CatalogModule, AuditModule],
  controllers: [CheckoutController, AdminVouchersController],
  providers: [CheckoutService, VoucherService, AdminVouchersService],
  exports: [CheckoutService, VoucherService],
})
export class CheckoutModule {}
