/**
 * The back office's menu, delivery-zone and voucher calls (docs/back-office.md#menu-editing) and
 * their row shapes. Every field name the admin screens rely on is written here and nowhere else,
 * so aligning with the server's final names is a change to this one file.
 */
import { type Category, type Dip, type Dressing, type Extra, type Location, type Product, type ProductVariant } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

const auth = { auth: true } as const;

/** Sold out: `available` false; "bis morgen" also says until when (ISO instant, 04:00 of the next service day). */
export interface Availability {
  available: boolean;
  soldOutUntil?: string | null;
}
export type AvailabilityChoice = 'available' | 'sold-out' | 'sold-out-until-tomorrow';

export function availabilityPatch(choice: AvailabilityChoice): Record<string, unknown> {
  if (choice === 'available') return { available: true, soldOutUntil: null };
  if (choice === 'sold-out') return { available: false, soldOutUntil: null };
  return { soldOutUntil: 'next-service-day' };
}

/** How a category's products behave in the shop (docs/menu.md#behaviour). */
export interface Behaviour {
  /** Added to the cart with one tap instead of the popup. */
  addDirectly: boolean;
  /** Base price from the product's own price or from the chosen variant. */
  priceFrom: 'product' | 'variant';
  showVariantSelector: boolean;
  /** Whether the popup offers the extras of the product's category. */
  offersExtras: boolean;
  /** The dressings/sauces offered: those whose `group` is this key; null = none. */
  dressingGroup: string | null;
  /** A choice that must be made (the two messages of docs/menu.md#behaviour); null = none. */
  requiredChoice: 'dressing' | 'sauce' | null;
  /** The dips offered: those whose `group` is this key; null = none. */
  dipGroup: string | null;
  /** Which detail the cart and receipts show first for a line. */
  lineDetail: 'sauce-and-variant' | 'dip' | 'variant' | 'default';
}
/** A product's own settings: null = its category's default; '' (groups) and 'none' (choice) = explicitly none. */
export type BehaviourOverrides = { [K in keyof Behaviour]: Behaviour[K] | null } & { requiredChoice: Behaviour['requiredChoice'] | 'none' };
export const BEHAVIOUR_KEYS: readonly (keyof Behaviour)[] = [
  'addDirectly',
  'priceFrom',
  'showVariantSelector',
  'offersExtras',
  'dressingGroup',
  'requiredChoice',
  'dipGroup',
  'lineDetail',
];

export interface AdminCategory extends Category, Behaviour {
  sortOrder: number;
  /** Its lines count as "pizzas" against the kitchen's capacity per slot. */
  countsForKitchenCapacity?: boolean;
  /** Its lines print on kitchen tickets (off for drinks). */
  onKitchenTickets?: boolean;
  /** VAT rate in whole percent (7 food, 19 drinks). */
  vatRate: number;
}
export interface FoodLabelFields {
  /** Allergen letters of the LMIV, e.g. 'ACG'. */
  allergens: string;
  /** Additive footnote numbers. */
  additives: number[];
}
/** `hiddenReason`: why customers do not see the product yet (e.g. no size with a price), null when they do. */
export type AdminProduct = Omit<Product, 'available'> &
  Availability &
  FoodLabelFields & { sortOrder: number; own: BehaviourOverrides; hiddenReason?: string | null };
export type AdminVariant = Omit<ProductVariant, 'available'> & Availability & { sortOrder: number };
export type AdminExtra = Extra & Availability;
export type AdminDressing = Dressing & Availability & { group?: string | null };
export type AdminDip = Dip & Availability & { group?: string | null };
export interface AdminLocation extends Location {
  id: number;
}
export interface AdminVoucher {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or EUR. */
  value: number;
  minOrderValue: number;
  /** YYYY-MM-DD, both inclusive; null = open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export interface AdminMenu {
  categories: AdminCategory[];
  products: AdminProduct[];
  variants: AdminVariant[];
  extras: AdminExtra[];
  dressings: AdminDressing[];
  dips: AdminDip[];
  /** The option groups in use, for the products' and categories' selects. */
  groups: { dressing: string[]; dip: string[] };
}

/** The whole editable menu in one call, sold-out rows and each product's own settings included. */
export async function loadAdminMenu(): Promise<AdminMenu> {
  const menu = await api.get<Omit<AdminMenu, 'variants'> & { productVariants: AdminVariant[] }>('/admin/menu', auth);
  const { productVariants, ...rest } = menu;
  return { ...rest, variants: productVariants };
}

export interface AdminResource<T> {
  idOf(row: T): number;
  create(body: Record<string, unknown>): Promise<T>;
  update(id: number, body: Record<string, unknown>): Promise<T>;
  remove(id: number): Promise<unknown>;
}

function resource<T>(path: string, idOf: (row: T) => number): AdminResource<T> {
  return {
    idOf,
    create: (body) => api.post<T>(`/admin/${path}`, body, auth),
    update: (id, body) => api.patch<T>(`/admin/${path}/${id}`, body, auth),
    remove: (id) => api.delete(`/admin/${path}/${id}`, auth),
  };
}

export const adminApi = {
  categories: resource<AdminCategory>('categories', (c) => c.categoriesID),
  products: resource<AdminProduct>('products', (p) => p.productsID),
  variants: resource<AdminVariant>('product-variants', (v) => v.product_variantsID),
  extras: resource<AdminExtra>('extras', (e) => e.extraID),
  dressings: resource<AdminDressing>('dressings', (d) => d.dressingID),
  dips: resource<AdminDip>('dips', (d) => d.dipsID),
  locations: resource<AdminLocation>('locations', (l) => l.id),
  vouchers: resource<AdminVoucher>('vouchers', (v) => v.id),
  listLocations: () => api.get<AdminLocation[]>('/admin/locations', auth),
  listVouchers: () => api.get<AdminVoucher[]>('/admin/vouchers', auth),
};

/** The field a refused edit names, when the server says which (`field`); otherwise the message is matched to a label. */
export function refusedField(body: unknown): string | null {
  return body && typeof body === 'object' && 'field' in body && typeof body.field === 'string' ? body.field : null;
}
