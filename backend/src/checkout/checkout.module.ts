import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { VoucherEntity } from './voucher.entity';
import { VoucherService } from './voucher.service';

@Module({
  imports: [TypeOrmModule.forFeature([VoucherEntity]), CatalogModule],
  controllers: [CheckoutController],
  providers: [CheckoutService, VoucherService],
  exports: [CheckoutService, VoucherService],
})
export class CheckoutModule {}
