import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AdminMenuController } from './admin/admin-menu.controller';
import { AdminMenuService } from './admin/admin-menu.service';
import { SoldOutController } from './admin/sold-out.controller';
import { AllergenEntity } from './allergen.entity';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { MenuSnapshotService } from './menu-snapshot.service';
import { CategoryEntity } from './category.entity';
import { DipEntity } from './dip.entity';
import { DressingEntity } from './dressing.entity';
import { ExtraEntity } from './extra.entity';
import { LocationEntity } from './location.entity';
import { ProductVariantEntity } from './product-variant.entity';
import { ProductEntity } from './product.entity';
import { SubstanceEntity } from './substance.entity';

@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([
      CategoryEntity,
      ProductEntity,
      ProductVariantEntity,
      ExtraEntity,
      DressingEntity,
      DipEntity,
      AllergenEntity,
      SubstanceEntity,
      LocationEntity,
    ]),
  ],
  controllers: [CatalogController, AdminMenuController, SoldOutController],
  providers: [CatalogService, MenuSnapshotService, AdminMenuService],
  exports: [CatalogService, MenuSnapshotService],
})
export class CatalogModule {}
