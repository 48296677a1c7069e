import { ADDITIVES, ALLERGENS, CATEGORY_PRESENTATION_DEFAULTS, DEFAULT_BEHAVIOUR, NO_OVERRIDES } from '@pizzeria/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { seedDemoVouchers } from '../checkout/demo-vouchers.seed';
import { DEMO_CATEGORIES, DEMO_DIPS, DEMO_DRESSINGS, DEMO_EXTRAS, DEMO_LOCATIONS, DEMO_PRODUCTS, DEMO_PRODUCT_BEHAVIOUR, type DemoLabels } from './demo-menu.data';

/** Any constant works; it only has to be the same for every process that may seed at once. */
const SEED_LOCK_KEY = 1767000001;

type Row = readonly unknown[];

/** One multi-row INSERT with numbered parameters; raw SQL keeps the seed independent of entity registration. */
async function insertRows(manager: EntityManager, table: string, columns: readonly string[], rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  await manager.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

const labels = (option: DemoLabels): Row => [option.allergens ?? '', option.additives ?? []];

const BEHAVIOUR_COLUMNS = ['add_directly', 'price_from', 'show_variant_selector', 'offers_extras', 'dressing_group', 'required_choice', 'dip_group', 'line_detail'];
const behaviourRow = (b: object): Row => {
  const values = b as Record<string, unknown>;
  return ['addDirectly', 'priceFrom', 'showVariantSelector', 'offersExtras', 'dressingGroup', 'requiredChoice', 'dipGroup', 'lineDetail'].map((k) => values[k]);
};

/** After explicit ids the serial sequences would hand out ids that already exist. */
async function resetSequence(manager: EntityManager, table: string, column: string): Promise<void> {
  await manager.query(
    `SELECT setval(pg_get_serial_sequence($1, $2), GREATEST((SELECT COALESCE(MAX(${column}), 0) FROM ${table}), 1), (SELECT COUNT(*) > 0 FROM ${table}))`,
    [table, column],
  );
}

/**
 * Fills an empty catalog with the demo menu of Pizzeria Bella Napoli (plus the demo vouchers).
 * Does nothing when products exist, so a shop owner's own menu is never touched. The advisory
 * lock makes concurrent boots of several processes seed once.
 */
export async function seedDemoMenu(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [{ count }] = await manager.query('SELECT COUNT(*)::int AS count FROM products');
    if (count > 0) return;

    await insertRows(
      manager,
      'categories',
      [
        'id',
        'name',
        'sort_order',
        'vat_rate',
        ...BEHAVIOUR_COLUMNS,
        'counts_for_kitchen_capacity',
        'on_kitchen_tickets',
        'illustration',
        'variant_label',
        'option_label',
      ],
      DEMO_CATEGORIES.map((c, index) => {
        const shown = { ...CATEGORY_PRESENTATION_DEFAULTS, ...c };
        return [
          c.id,
          c.name,
          index + 1,
          c.vatRate,
          ...behaviourRow({ ...DEFAULT_BEHAVIOUR, ...c.behaviour }),
          shown.countsForKitchenCapacity,
          shown.onKitchenTickets,
          shown.illustration,
          shown.variantLabel,
          shown.optionLabel,
        ];
      }),
    );

    await insertRows(
      manager,
      'allergens',
      ['id', 'allergen_name'],
      ALLERGENS.map((a, index) => [index + 1, `${a.letter} – ${a.name}`]),
    );
    await insertRows(
      manager,
      'substances',
      ['id', 'substance_name'],
      ADDITIVES.map((s) => [s.id, `${s.id} – ${s.name}`]),
    );
    await insertRows(
      manager,
      'products',
      [
        'id',
        'name',
        'description',
        'normal_size_price_cents',
        'deposit_cents',
        'category_id',
        'available',
        'sort_order',
        'image_key',
        'menu_number',
        ...BEHAVIOUR_COLUMNS,
      ],
      DEMO_PRODUCTS.map((p) => [
        p.id,
        p.name,
        p.description,
        p.cents,
        p.depositCents ?? 0,
        p.categoryId,
        true,
        p.id,
        null,
        p.menuNumber,
        ...behaviourRow({ ...NO_OVERRIDES, ...DEMO_PRODUCT_BEHAVIOUR[p.id] }),
      ]),
    );

    const variants: Row[] = [];
    for (const product of DEMO_PRODUCTS) {
      product.variants.forEach((v, index) => {
        variants.push([variants.length + 1, product.id, v.name, v.cents, v.available ?? true, index + 1]);
      });
    }
    await insertRows(manager, 'product_variants', ['id', 'product_id', 'variant_name', 'price_cents', 'available', 'sort_order'], variants);

    const allergenIds = new Map(ALLERGENS.map((a, index) => [a.letter, index + 1]));
    const productAllergens = DEMO_PRODUCTS.flatMap((p) =>
      [...p.allergens].map((letter) => {
        const allergenId = allergenIds.get(letter);
        if (allergenId === undefined) throw new Error(`Unbekannter Allergen-Buchstabe ${letter} bei Produkt ${p.id}`);
        return [p.id, allergenId];
      }),
    );
    await insertRows(manager, 'product_allergens', ['product_id', 'allergen_id'], productAllergens);
    await insertRows(
      manager,
      'product_substances',
      ['product_id', 'substance_id'],
      DEMO_PRODUCTS.flatMap((p) => p.additives.map((id) => [p.id, id])),
    );

    await insertRows(
      manager,
      'extras',
      ['id', 'category_id', 'name', 'price_cents', 'allergens', 'additives'],
      DEMO_EXTRAS.map((e, index) => [index + 1, e.categoryId, e.name, e.cents, ...labels(e)]),
    );
    await insertRows(
      manager,
      'dressings',
      ['id', 'name', 'group_key', 'allergens', 'additives'],
      DEMO_DRESSINGS.map((d, index) => [index + 1, d.name, d.group, ...labels(d)]),
    );
    await insertRows(
      manager,
      'dips',
      ['dips_id', 'dip_id', 'dip_name', 'price_cents', 'group_key', 'allergens', 'additives'],
      DEMO_DIPS.map((d, index) => [index + 1, d.dipId, d.name, d.cents, d.group, ...labels(d)]),
    );
    await insertRows(
      manager,
      'locations',
      ['plz', 'name', 'min_order_cents'],
      DEMO_LOCATIONS.map((l) => [l.plz, l.name, l.minOrderCents]),
    );

    for (const [table, column] of [
      ['categories', 'id'],
      ['allergens', 'id'],
      ['substances', 'id'],
      ['products', 'id'],
      ['product_variants', 'id'],
      ['extras', 'id'],
      ['dressings', 'id'],
      ['dips', 'dips_id'],
    ]) {
      await resetSequence(manager, table, column);
    }

    await seedDemoVouchers(manager);
  });
}
