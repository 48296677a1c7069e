import { fromCents, toCents } from '@pizzeria/domain';

/** Which column a body field is stored in, and how its value is stored (EUR → cents). */
interface Field {
  column: string;
  toDb?: (value: unknown) => unknown;
  /** Back to the body's terms (cents → EUR), for the change log's old and new values. */
  fromDb?: (value: unknown) => unknown;
}
const cents = (value: unknown) => toCents(value as number);
const euros = (value: unknown) => (typeof value === 'number' ? fromCents(value) : value);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A reference a body field makes to another live row, checked before the write. */
interface Reference {
  field: string;
  table: string;
  message: string;
}

export interface MenuResource {
  /** Path segment under /api/admin and the audit action prefix. */
  kind: string;
  table: string;
  key: string;
  /** The German noun for messages and the change log. */
  label: string;
  nameField: string;
  fields: Record<string, Field>;
  required: string[];
  references: Reference[];
  /** DELETE sets archived_at (stored orders keep naming the row) instead of removing the row. */
  soft: boolean;
  /** Whether the row has the sold-out switch. */
  soldOut: boolean;
}

const behaviour = {
  addDirectly: { column: 'add_directly' },
  priceFrom: { column: 'price_from' },
  showVariantSelector: { column: 'show_variant_selector' },
  offersExtras: { column: 'offers_extras' },
  dressingGroup: { column: 'dressing_group' },
  requiredChoice: { column: 'required_choice' },
  dipGroup: { column: 'dip_group' },
  lineDetail: { column: 'line_detail' },
};
const labels = { allergens: { column: 'allergens' }, additives: { column: 'additives' } };
const CATEGORY_REF = (field: string): Reference => ({ field, table: 'categories', message: 'Diese Kategorie gibt es nicht.' });

export const RESOURCES: Record<string, MenuResource> = {
  products: {
    kind: 'products',
    table: 'products',
    key: 'id',
    label: 'Produkt',
    nameField: 'productsName',
    fields: {
      productsName: { column: 'name', toDb: trimmed },
      productsDescription: { column: 'description', toDb: trimmed },
      normal_size_price: { column: 'normal_size_price_cents', toDb: cents, fromDb: euros },
      deposit: { column: 'deposit_cents', toDb: cents, fromDb: euros },
      category_id: { column: 'category_id' },
      sortOrder: { column: 'sort_order' },
      menuNumber: { column: 'menu_number' },
      ...behaviour,
    },
    required: ['productsName', 'normal_size_price', 'category_id'],
    references: [CATEGORY_REF('category_id')],
    soft: true,
    soldOut: true,
  },
  'product-variants': {
    kind: 'product-variants',
    table: 'product_variants',
    key: 'id',
    label: 'Variante',
    nameField: 'variant_name',
    fields: {
      product_id: { column: 'product_id' },
      variant_name: { column: 'variant_name', toDb: trimmed },
      price: { column: 'price_cents', toDb: cents, fromDb: euros },
      sortOrder: { column: 'sort_order' },
    },
    required: ['product_id', 'variant_name', 'price'],
    references: [{ field: 'product_id', table: 'products', message: 'Dieses Produkt gibt es nicht.' }],
    soft: true,
    soldOut: true,
  },
  extras: {
    kind: 'extras',
    table: 'extras',
    key: 'id',
    label: 'Extra',
    nameField: 'extra_name',
    fields: {
      categoryID: { column: 'category_id' },
      extra_name: { column: 'name', toDb: trimmed },
      price: { column: 'price_cents', toDb: cents, fromDb: euros },
      ...labels,
    },
    required: ['categoryID', 'extra_name', 'price'],
    references: [CATEGORY_REF('categoryID')],
    soft: true,
    soldOut: true,
  },
  dressings: {
    kind: 'dressings',
    table: 'dressings',
    key: 'id',
    label: 'Dressing/Sauce',
    nameField: 'dressingName',
    fields: { dressingName: { column: 'name', toDb: trimmed }, group: { column: 'group_key' }, ...labels },
    required: ['dressingName', 'group'],
    references: [],
    soft: true,
    soldOut: true,
  },
  dips: {
    kind: 'dips',
    table: 'dips',
    key: 'dips_id',
    label: 'Dip',
    nameField: 'dipName',
    fields: {
      dipName: { column: 'dip_name', toDb: trimmed },
      dipID: { column: 'dip_id' },
      price: { column: 'price_cents', toDb: cents, fromDb: euros },
      group: { column: 'group_key' },
      ...labels,
    },
    required: ['dipName', 'price', 'group'],
    references: [],
    soft: true,
    soldOut: true,
  },
  categories: {
    kind: 'categories',
    table: 'categories',
    key: 'id',
    label: 'Kategorie',
    nameField: 'categoriesName',
    fields: {
      categoriesName: { column: 'name', toDb: trimmed },
      sortOrder: { column: 'sort_order' },
      vatRate: { column: 'vat_rate' },
      ...behaviour,
      countsForKitchenCapacity: { column: 'counts_for_kitchen_capacity' },
      onKitchenTickets: { column: 'on_kitchen_tickets' },
      illustration: { column: 'illustration' },
      variantLabel: { column: 'variant_label', toDb: trimmed },
      optionLabel: { column: 'option_label', toDb: trimmed },
    },
    required: ['categoriesName'],
    references: [],
    soft: true,
    soldOut: false,
  },
  locations: {
    kind: 'locations',
    table: 'locations',
    key: 'id',
    label: 'Liefergebiet',
    nameField: 'loc_name',
    fields: {
      loc_plz: { column: 'plz' },
      loc_name: { column: 'name', toDb: trimmed },
      min_bestellwert: { column: 'min_order_cents', toDb: cents, fromDb: euros },
      deliveryFee: { column: 'delivery_fee_cents', toDb: cents, fromDb: euros },
    },
    required: ['loc_plz', 'loc_name', 'min_bestellwert'],
    references: [],
    soft: false,
    soldOut: false,
  },
};

/** German names of the required fields, for "Bitte … angeben." */
export const FIELD_NAMES: Record<string, string> = {
  productsName: 'den Namen',
  normal_size_price: 'den Preis',
  category_id: 'die Kategorie',
  product_id: 'das Produkt',
  variant_name: 'den Namen',
  price: 'den Preis',
  categoryID: 'die Kategorie',
  extra_name: 'den Namen',
  dressingName: 'den Namen',
  group: 'die Gruppe',
  dipName: 'den Namen',
  categoriesName: 'den Namen',
  loc_plz: 'die Postleitzahl',
  loc_name: 'den Ort',
  min_bestellwert: 'den Mindestbestellwert',
};
