import type { BehaviourOverrides, Illustration, MenuBehaviour } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';

/** Raw menu rows as one consistent read of the database (money in cents, instants as Date). */
export interface SoldOutFields {
  available: boolean;
  soldOutUntil: Date | null;
  archivedAt: Date | null;
}
export interface CategoryRow extends MenuBehaviour {
  id: number;
  name: string;
  sortOrder: number;
  /** VAT in whole percent contained in the category's gross prices. */
  vatRate: number;
  countsForKitchenCapacity: boolean;
  onKitchenTickets: boolean;
  illustration: Illustration;
  variantLabel: string;
  optionLabel: string;
  archivedAt: Date | null;
}
export interface ProductRow extends BehaviourOverrides, SoldOutFields {
  id: number;
  name: string;
  description: string;
  cents: number;
  depositCents: number;
  categoryId: number;
  sortOrder: number;
  imageKey: string | null;
  /** The number on the printed menu; null: none. */
  menuNumber: number | null;
  allergenIds: number[];
  substanceIds: number[];
}
export interface VariantRow extends SoldOutFields {
  id: number;
  productId: number;
  name: string;
  cents: number;
  sortOrder: number;
}
export interface Labelled {
  allergens: string;
  additives: number[];
}
export interface ExtraRow extends SoldOutFields, Labelled {
  id: number;
  categoryId: number;
  name: string;
  cents: number;
}
export interface DressingRow extends SoldOutFields, Labelled {
  id: number;
  name: string;
  group: string;
}
export interface DipRow extends SoldOutFields, Labelled {
  dipsId: number;
  dipId: number;
  name: string;
  cents: number;
  group: string;
}
export interface LocationRow {
  id: number;
  plz: string;
  name: string;
  minOrderCents: number;
  deliveryFeeCents: number;
}
export interface MenuRows {
  version: number;
  categories: CategoryRow[];
  products: ProductRow[];
  variants: VariantRow[];
  extras: ExtraRow[];
  dressings: DressingRow[];
  dips: DipRow[];
  locations: LocationRow[];
  allergens: Map<number, string>;
  substances: Map<number, string>;
}

const BEHAVIOUR = `add_directly AS "addDirectly", price_from AS "priceFrom", show_variant_selector AS "showVariantSelector",
  offers_extras AS "offersExtras", dressing_group AS "dressingGroup", required_choice AS "requiredChoice", dip_group AS "dipGroup",
  line_detail AS "lineDetail"`;
const PRESENTATION = `counts_for_kitchen_capacity AS "countsForKitchenCapacity", on_kitchen_tickets AS "onKitchenTickets", illustration, variant_label AS "variantLabel", option_label AS "optionLabel"`;
const SOLD_OUT = `available, sold_out_until AS "soldOutUntil", archived_at AS "archivedAt"`;

/** Reads the whole menu; call inside a REPEATABLE READ transaction so the version matches the rows. */
export async function readMenuRows(manager: EntityManager): Promise<MenuRows> {
  const [{ version }] = await manager.query(`SELECT version::int AS version FROM menu_version WHERE id = 1`);
  const [categories, products, variants, extras, dressings, dips, locations, allergens, substances] = [
    await manager.query(
      `SELECT id, name, sort_order AS "sortOrder", vat_rate AS "vatRate", archived_at AS "archivedAt", ${BEHAVIOUR}, ${PRESENTATION} FROM categories ORDER BY sort_order, id`,
    ),
    await manager.query(
      `SELECT p.id, p.name, p.description, p.normal_size_price_cents AS cents, p.deposit_cents AS "depositCents", p.category_id AS "categoryId", p.sort_order AS "sortOrder",
         p.image_key AS "imageKey", p.menu_number AS "menuNumber", ${SOLD_OUT}, ${BEHAVIOUR},
         COALESCE((SELECT array_agg(allergen_id ORDER BY allergen_id) FROM product_allergens WHERE product_id = p.id), '{}') AS "allergenIds",
         COALESCE((SELECT array_agg(substance_id ORDER BY substance_id) FROM product_substances WHERE product_id = p.id), '{}') AS "substanceIds"
       FROM products p ORDER BY p.sort_order, p.id`,
    ),
    await manager.query(
      `SELECT id, product_id AS "productId", variant_name AS name, price_cents AS cents, sort_order AS "sortOrder", ${SOLD_OUT}
       FROM product_variants ORDER BY product_id, sort_order, id`,
    ),
    await manager.query(`SELECT id, category_id AS "categoryId", name, price_cents AS cents, allergens, additives, ${SOLD_OUT} FROM extras ORDER BY category_id, id`),
    await manager.query(`SELECT id, name, group_key AS "group", allergens, additives, ${SOLD_OUT} FROM dressings ORDER BY id`),
    await manager.query(
      `SELECT dips_id AS "dipsId", dip_id AS "dipId", dip_name AS name, price_cents AS cents, group_key AS "group", allergens, additives, ${SOLD_OUT}
       FROM dips ORDER BY dip_id, dips_id`,
    ),
    await manager.query(`SELECT id, plz, name, min_order_cents AS "minOrderCents", delivery_fee_cents AS "deliveryFeeCents" FROM locations ORDER BY plz, name`),
    await manager.query(`SELECT id, allergen_name AS name FROM allergens`),
    await manager.query(`SELECT id, substance_name AS name FROM substances`),
  ];
  const names = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { version, categories, products, variants, extras, dressings, dips, locations, allergens: names(allergens), substances: names(substances) };
}
