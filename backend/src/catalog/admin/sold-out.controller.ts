import { BadRequestException, Body, Controller, Get, NotFoundException, Param, Patch } from '@nestjs/common';
import type { StaffSession } from '../../admin/admin-auth.service';
import { Roles } from '../../staff/access.decorators';
import { CurrentStaff } from '../../staff/current-staff.decorator';
import type { MenuSnapshot } from '../menu-snapshot';
import { MenuSnapshotService } from '../menu-snapshot.service';
import { RESOURCES } from './admin-menu.resources';
import { AdminMenuService } from './admin-menu.service';
import { availabilitySchema, type AvailabilityBody } from '@pizzeria/contract';
import { ContractBody } from '../../common/contract-body.pipe';

/** One switchable row as the sold-out screen lists it. */
interface SoldOutRow {
  id: number;
  name: string;
  /** What the row belongs to (the product of a size, the category of a product, a group). */
  detail: string;
  available: boolean;
  soldOutUntil: string | null;
}

const GROUPS: { kind: string; label: string; rows: (s: MenuSnapshot) => SoldOutRow[] }[] = [
  {
    kind: 'products',
    label: 'Produkte',
    rows: (s) => s.admin.products.map((p) => row(p.productsID, p.productsName, p.category_name, p)),
  },
  {
    kind: 'product-variants',
    label: 'Größen und Varianten',
    rows: (s) =>
      s.admin.variants.map((v) => row(v.product_variantsID, v.variant_name, s.admin.products.find((p) => p.productsID === v.product_id)?.productsName ?? '', v)),
  },
  { kind: 'extras', label: 'Extras', rows: (s) => s.data.extras.map((e) => row(e.extraID, e.extra_name, '', e)) },
  { kind: 'dressings', label: 'Dressings und Saucen', rows: (s) => s.data.dressings.map((d) => row(d.dressingID, d.dressingName, '', d)) },
  { kind: 'dips', label: 'Dips', rows: (s) => s.data.dips.map((d) => row(d.dipsID, d.dipName, '', d)) },
];

function row(id: number, name: string, detail: string, r: { available?: boolean; soldOutUntil?: string | null }): SoldOutRow {
  return { id, name, detail, available: r.available !== false, soldOutUntil: r.soldOutUntil ?? null };
}

/**
 * The sold-out switches for the counter (and the owner): at a rush without the owner someone must
 * be able to take a finished dough or an empty keg off the menu. Only `available` and
 * `soldOutUntil` can be changed here; the change log names who did it.
 */
@Controller('admin/sold-out')
@Roles('owner', 'counter')
export class SoldOutController {
  constructor(
    private readonly service: AdminMenuService,
    private readonly menu: MenuSnapshotService,
  ) {}

  @Get()
  async list() {
    const snapshot = await this.menu.fresh();
    return { success: true, groups: GROUPS.map((g) => ({ kind: g.kind, label: g.label, rows: g.rows(snapshot) })) };
  }

  @Patch(':kind/:id')
  async update(
    @Param('kind') kind: string,
    @Param('id') rawId: string,
    @Body(new ContractBody(availabilitySchema)) body: AvailabilityBody,
    @CurrentStaff() staff: StaffSession,
  ) {
    const group = GROUPS.find((g) => g.kind === kind);
    if (!group) throw new NotFoundException('Diese Art von Eintrag hat keinen Ausverkauft-Schalter.');
    if (!/^\d{1,9}$/.test(rawId)) throw new BadRequestException('Ungültige ID.');
    if (body.available === undefined && body.soldOutUntil === undefined) throw new BadRequestException('Bitte available oder soldOutUntil angeben.');
    const id = Number(rawId);
    const snapshot = await this.service.update(RESOURCES[kind], id, { ...body }, staff.username, 'availability');
    return { success: true, row: group.rows(snapshot).find((r) => r.id === id) };
  }
}
