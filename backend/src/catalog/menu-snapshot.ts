import {
  BEHAVIOUR_KEYS,
  buildPricingCatalog,
  fromCents,
  menuHiddenReason,
  resolveBehaviour,
  type BehaviourOverrides,
  type Category,
  type Dip,
  type Dressing,
  type Extra,
  type Location,
  type MenuBehaviour,
  type PricingCatalog,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import type { AdminCategory, AdminLocation, AdminProduct, AdminVariant } from '@pizzeria/contract';
import { EncodedBody } from './encoded-body';
import type { CategoryRow, LocationRow, MenuRows, ProductRow, SoldOutFields } from './menu-rows';

export interface ProductDetails {
  allergens: { id: number; allergen_name: string }[];
  substances: { id: number; substance_name: string }[];
}

export interface MenuData {
  categories: Category[];
  products: Product[];
  variants: ProductVariant[];
  extras: Extra[];
  dressings: Dressing[];
  dips: Dip[];
  locations: Location[];
}

/** The public GET paths served from the snapshot, each with its pre-encoded body. */
export const MENU_PATHS = ['products', 'categories', 'productVariants', 'productsExtra', 'dressing', 'dips', 'locations'] as const;
export type MenuPath = (typeof MENU_PATHS)[number];

function behaviourOf(category: CategoryRow): MenuBehaviour {
  const { addDirectly, priceFrom, showVariantSelector, offersExtras, dressingGroup, requiredChoice, dipGroup, lineDetail } = category;
  return { addDirectly, priceFrom, showVariantSelector, offersExtras, dressingGroup, requiredChoice, dipGroup, lineDetail };
}

function publicLocation(l: LocationRow): Location {
  return { loc_plz: l.plz, loc_name: l.name, min_bestellwert: fromCents(l.minOrderCents), deliveryFee: fromCents(l.deliveryFeeCents) };
}

function publicCategory(c: CategoryRow): Category {
  return { categoriesID: c.id, categoriesName: c.name, vatRate: c.vatRate, illustration: c.illustration, variantLabel: c.variantLabel, optionLabel: c.optionLabel };
}

/**
 * One version of the menu, built once from one consistent read: the public answers as bytes, the
 * repricing catalog and the admin's editable view. Sold-out marks "bis morgen" are evaluated at
 * `now`; `expiresAt` is when the next one clears, so the holder rebuilds then.
 */
export class MenuSnapshot {
  readonly version: number;
  readonly data: MenuData;
  readonly pricing: PricingCatalog;
  readonly bodies: ReadonlyMap<MenuPath, EncodedBody>;
  readonly expiresAt: number | null;
  readonly admin: {
    categories: AdminCategory[];
    products: AdminProduct[];
    variants: AdminVariant[];
    locations: AdminLocation[];
  };
  private readonly details = new Map<number, EncodedBody>();

  constructor(
    readonly rows: MenuRows,
    now: Date,
  ) {
    this.version = rows.version;
    const at = now.getTime();
    const pending = (r: SoldOutFields) => r.soldOutUntil !== null && r.soldOutUntil.getTime() > at;
    const sold = (r: SoldOutFields) => ({
      available: r.available && !pending(r),
      soldOutUntil: r.available && pending(r) ? r.soldOutUntil!.toISOString() : null,
    });
    const live = <T extends { archivedAt: Date | null }>(list: T[]) => list.filter((r) => r.archivedAt === null);
    const expiries = [...rows.products, ...rows.variants, ...rows.extras, ...rows.dressings, ...rows.dips].filter(pending).map((r) => r.soldOutUntil!.getTime());
    this.expiresAt = expiries.length ? Math.min(...expiries) : null;

    const categories = live(rows.categories);
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const categoryOrder = new Map(categories.map((c, i) => [c.id, i]));
    const toProduct = (p: ProductRow): Product => {
      const category = categoryById.get(p.categoryId)!;
      return {
        productsID: p.id,
        productsName: p.name,
        productsDescription: p.description,
        normal_size_price: fromCents(p.cents),
        category_id: p.categoryId,
        category_name: category.name,
        ...sold(p),
        image: p.imageKey,
        menuNumber: p.menuNumber,
        ...(p.depositCents > 0 ? { deposit: fromCents(p.depositCents) } : {}),
        ...resolveBehaviour(p, behaviourOf(category)),
      };
    };
    const onMenu = live(rows.products)
      .filter((p) => categoryById.has(p.categoryId))
      .sort((a, b) => categoryOrder.get(a.categoryId)! - categoryOrder.get(b.categoryId)! || a.sortOrder - b.sortOrder || a.id - b.id);
    const productIds = new Set(onMenu.map((p) => p.id));
    const variantRows = live(rows.variants).filter((v) => productIds.has(v.productId));
    const letters = (ids: number[]) => ids.map((id) => (rows.allergens.get(id) ?? '').charAt(0)).join('');
    const allVariants: ProductVariant[] = variantRows.map((v) => ({
      product_variantsID: v.id,
      product_id: v.productId,
      variant_name: v.name,
      price: fromCents(v.cents),
      ...sold(v),
    }));
    // A product customers could not order (priced by its sizes, none yet) stays off the public menu until it can.
    const edited = onMenu.map((row) => {
      const product = toProduct(row);
      return {
        row,
        product,
        hiddenReason: menuHiddenReason(
          product,
          allVariants.filter((v) => v.product_id === row.id),
        ),
      };
    });
    const shown = edited.filter((p) => p.hiddenReason === null);
    const shownIds = new Set(shown.map((p) => p.row.id));

    this.data = {
      categories: categories.map(publicCategory),
      products: shown.map((p) => p.product),
      variants: allVariants.filter((v) => shownIds.has(v.product_id)),
      extras: live(rows.extras).map((e) => ({
        extraID: e.id,
        categoryID: e.categoryId,
        extra_name: e.name,
        price: fromCents(e.cents),
        allergens: e.allergens,
        additives: e.additives,
        ...sold(e),
      })),
      dressings: live(rows.dressings).map((d) => ({
        dressingID: d.id,
        dressingName: d.name,
        group: d.group,
        allergens: d.allergens,
        additives: d.additives,
        ...sold(d),
      })),
      dips: live(rows.dips).map((d) => ({
        dipsID: d.dipsId,
        dipID: d.dipId,
        dipName: d.name,
        price: fromCents(d.cents),
        group: d.group,
        allergens: d.allergens,
        additives: d.additives,
        ...sold(d),
      })),
      locations: rows.locations.map(publicLocation),
    };
    const removed = rows.products.filter((p) => !shownIds.has(p.id) && categoryById.has(p.categoryId)).map((p) => ({ ...toProduct(p), removed: true }));
    this.pricing = buildPricingCatalog({ ...this.data, products: [...this.data.products, ...removed] });
    const d = this.data;
    this.bodies = new Map<MenuPath, EncodedBody>([
      ['products', new EncodedBody(d.products)],
      ['categories', new EncodedBody(d.categories)],
      ['productVariants', new EncodedBody(d.variants)],
      ['productsExtra', new EncodedBody(d.extras)],
      ['dressing', new EncodedBody(d.dressings)],
      ['dips', new EncodedBody(d.dips)],
      ['locations', new EncodedBody(d.locations)],
    ]);
    this.admin = {
      categories: categories.map((c) => ({
        ...publicCategory(c),
        sortOrder: c.sortOrder,
        countsForKitchenCapacity: c.countsForKitchenCapacity,
        onKitchenTickets: c.onKitchenTickets,
        ...behaviourOf(c),
      })),
      products: edited.map(({ row, product, hiddenReason }) => {
        const own = Object.fromEntries(BEHAVIOUR_KEYS.map((k) => [k, row[k]])) as unknown as BehaviourOverrides;
        return { ...product, sortOrder: row.sortOrder, own, allergens: letters(row.allergenIds), additives: row.substanceIds, hiddenReason };
      }),
      variants: allVariants.map((v, i) => ({ ...v, sortOrder: variantRows[i].sortOrder })),
      locations: rows.locations.map((l) => ({ id: l.id, ...publicLocation(l) })),
    };
  }

  /** Allergens and additives of a product on the menu, sorted by their label; null when it is not on the menu. */
  productDetails(productId: number): EncodedBody | null {
    const cached = this.details.get(productId);
    if (cached) return cached;
    const row = this.rows.products.find((p) => p.id === productId && p.archivedAt === null);
    if (!row) return null;
    const body = new EncodedBody({
      allergens: row.allergenIds.map((id) => ({ id, allergen_name: this.rows.allergens.get(id) ?? '' })),
      substances: row.substanceIds.map((id) => ({ id, substance_name: this.rows.substances.get(id) ?? '' })),
    } satisfies ProductDetails);
    this.details.set(productId, body);
    return body;
  }
}
