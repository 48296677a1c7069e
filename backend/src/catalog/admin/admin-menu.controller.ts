import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { StaffSession } from '../../admin/admin-auth.service';
import { CurrentStaff } from '../../staff/current-staff.decorator';
import { Roles } from '../../staff/access.decorators';
import type { MenuSnapshot } from '../menu-snapshot';
import { MenuSnapshotService } from '../menu-snapshot.service';
import { RESOURCES } from './admin-menu.resources';
import { AdminMenuService } from './admin-menu.service';
import {
  categoryBodySchema,
  dipBodySchema,
  dressingBodySchema,
  extraBodySchema,
  locationBodySchema,
  productBodySchema,
  variantBodySchema,
  type AdminMenuAnswer,
  type CategoryBody,
  type DipBody,
  type DressingBody,
  type ExtraBody,
  type LocationBody,
  type ProductBody,
  type VariantBody,
} from '@pizzeria/contract';
import { ContractBody } from '../../common/contract-body.pipe';

/** How each resource's answer is found in the snapshot: the public GET's shape (plus id and admin fields). */
const ROW_OF: Record<string, (s: MenuSnapshot, id: number) => unknown> = {
  products: (s, id) => s.admin.products.find((p) => p.productsID === id),
  'product-variants': (s, id) => s.admin.variants.find((v) => v.product_variantsID === id),
  extras: (s, id) => s.data.extras.find((e) => e.extraID === id),
  dressings: (s, id) => s.data.dressings.find((d) => d.dressingID === id),
  dips: (s, id) => s.data.dips.find((d) => d.dipsID === id),
  categories: (s, id) => s.admin.categories.find((c) => c.categoriesID === id),
  locations: (s, id) => s.admin.locations.find((l) => l.id === id),
};

function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw ?? '') || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new BadRequestException('Ungültige ID.');
  return Number(raw);
}

/**
 * The owner's menu calls (docs/back-office.md#menu-editing): create, change and take off the menu
 * products, variants, extras, dressings, dips, categories and delivery locations; GET /api/admin/menu
 * gives the whole editable menu in one call.
 */
@Controller('admin')
@Roles('owner')
export class AdminMenuController {
  constructor(
    private readonly service: AdminMenuService,
    private readonly menu: MenuSnapshotService,
  ) {}

  /** Everything the Speisekarte screen edits, sold-out rows included, with the option groups in use. */
  @Get('menu')
  async editableMenu(): Promise<AdminMenuAnswer> {
    const s = await this.menu.fresh();
    return {
      categories: s.admin.categories,
      products: s.admin.products,
      productVariants: s.admin.variants,
      extras: s.data.extras,
      dressings: s.data.dressings,
      dips: s.data.dips,
      locations: s.admin.locations,
      groups: {
        dressing: [...new Set(s.data.dressings.map((d) => d.group))].sort(),
        dip: [...new Set(s.data.dips.map((d) => d.group))].sort(),
      },
    };
  }

  @Get('categories')
  async categories() {
    return (await this.menu.fresh()).admin.categories;
  }

  @Get('locations')
  async locations() {
    return (await this.menu.fresh()).admin.locations;
  }

  private async create(kind: string, body: object, staff: StaffSession) {
    const { id, snapshot } = await this.service.create(RESOURCES[kind], body as Record<string, unknown>, staff.username);
    return ROW_OF[kind](snapshot, id);
  }

  private async update(kind: string, rawId: string, body: object, staff: StaffSession) {
    const id = parseId(rawId);
    return ROW_OF[kind](await this.service.update(RESOURCES[kind], id, body as Record<string, unknown>, staff.username), id);
  }

  private async remove(kind: string, rawId: string, staff: StaffSession) {
    await this.service.remove(RESOURCES[kind], parseId(rawId), staff.username);
    return { success: true };
  }

  @Post('products')
  createProduct(@Body(new ContractBody(productBodySchema)) body: ProductBody, @CurrentStaff() staff: StaffSession) {
    return this.create('products', body, staff);
  }

  @Patch('products/:id')
  updateProduct(@Param('id') id: string, @Body(new ContractBody(productBodySchema)) body: ProductBody, @CurrentStaff() staff: StaffSession) {
    return this.update('products', id, body, staff);
  }

  @HttpCode(200)
  @Delete('products/:id')
  removeProduct(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('products', id, staff);
  }

  @Post('product-variants')
  createVariant(@Body(new ContractBody(variantBodySchema)) body: VariantBody, @CurrentStaff() staff: StaffSession) {
    return this.create('product-variants', body, staff);
  }

  @Patch('product-variants/:id')
  updateVariant(@Param('id') id: string, @Body(new ContractBody(variantBodySchema)) body: VariantBody, @CurrentStaff() staff: StaffSession) {
    return this.update('product-variants', id, body, staff);
  }

  @HttpCode(200)
  @Delete('product-variants/:id')
  removeVariant(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('product-variants', id, staff);
  }

  @Post('extras')
  createExtra(@Body(new ContractBody(extraBodySchema)) body: ExtraBody, @CurrentStaff() staff: StaffSession) {
    return this.create('extras', body, staff);
  }

  @Patch('extras/:id')
  updateExtra(@Param('id') id: string, @Body(new ContractBody(extraBodySchema)) body: ExtraBody, @CurrentStaff() staff: StaffSession) {
    return this.update('extras', id, body, staff);
  }

  @HttpCode(200)
  @Delete('extras/:id')
  removeExtra(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('extras', id, staff);
  }

  @Post('dressings')
  createDressing(@Body(new ContractBody(dressingBodySchema)) body: DressingBody, @CurrentStaff() staff: StaffSession) {
    return this.create('dressings', body, staff);
  }

  @Patch('dressings/:id')
  updateDressing(@Param('id') id: string, @Body(new ContractBody(dressingBodySchema)) body: DressingBody, @CurrentStaff() staff: StaffSession) {
    return this.update('dressings', id, body, staff);
  }

  @HttpCode(200)
  @Delete('dressings/:id')
  removeDressing(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('dressings', id, staff);
  }

  @Post('dips')
  createDip(@Body(new ContractBody(dipBodySchema)) body: DipBody, @CurrentStaff() staff: StaffSession) {
    return this.create('dips', body, staff);
  }

  @Patch('dips/:id')
  updateDip(@Param('id') id: string, @Body(new ContractBody(dipBodySchema)) body: DipBody, @CurrentStaff() staff: StaffSession) {
    return this.update('dips', id, body, staff);
  }

  @HttpCode(200)
  @Delete('dips/:id')
  removeDip(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('dips', id, staff);
  }

  @Post('categories')
  createCategory(@Body(new ContractBody(categoryBodySchema)) body: CategoryBody, @CurrentStaff() staff: StaffSession) {
    return this.create('categories', body, staff);
  }

  @Patch('categories/:id')
  updateCategory(@Param('id') id: string, @Body(new ContractBody(categoryBodySchema)) body: CategoryBody, @CurrentStaff() staff: StaffSession) {
    return this.update('categories', id, body, staff);
  }

  @HttpCode(200)
  @Delete('categories/:id')
  removeCategory(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('categories', id, staff);
  }

  @Post('locations')
  createLocation(@Body(new ContractBody(locationBodySchema)) body: LocationBody, @CurrentStaff() staff: StaffSession) {
    return this.create('locations', body, staff);
  }

  @Patch('locations/:id')
  updateLocation(@Param('id') id: string, @Body(new ContractBody(locationBodySchema)) body: LocationBody, @CurrentStaff() staff: StaffSession) {
    return this.update('locations', id, body, staff);
  }

  @HttpCode(200)
  @Delete('locations/:id')
  removeLocation(@Param('id') id: string, @CurrentStaff() staff: StaffSession) {
    return this.remove('locations', id, staff);
  }
}
