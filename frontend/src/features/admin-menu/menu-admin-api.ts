/**
 * The back office's menu, delivery-zone and voucher calls (docs/back-office.md#menu-editing). The
 * rows' shapes are the contract's answer types (@pizzeria/contract), which the server builds too.
 */
import type { AdminCategory, AdminDip, AdminDressing, AdminExtra, AdminLocation, AdminMenuAnswer, AdminProduct, AdminVariant, AdminVoucher } from '@pizzeria/contract';
import { api } from '../../lib/api-client';

export type { AdminCategory, AdminDip, AdminDressing, AdminExtra, AdminLocation, AdminProduct, AdminVariant, AdminVoucher };
export type { Availability } from '@pizzeria/contract';

const auth = { auth: true } as const;

export type AvailabilityChoice = 'available' | 'sold-out' | 'sold-out-until-tomorrow';

export function availabilityPatch(choice: AvailabilityChoice): Record<string, unknown> {
  if (choice === 'available') return { available: true, soldOutUntil: null };
  if (choice === 'sold-out') return { available: false, soldOutUntil: null };
  return { soldOutUntil: 'next-service-day' };
}

/** The editable menu as the screens use it: the answer's `productVariants` are its `variants`. */
export type AdminMenu = Omit<AdminMenuAnswer, 'productVariants' | 'locations'> & { variants: AdminVariant[] };

/** The whole editable menu in one call, sold-out rows and each product's own settings included. */
export async function loadAdminMenu(): Promise<AdminMenu> {
  const { productVariants, ...rest } = await api.get<AdminMenuAnswer>('/admin/menu', auth);
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
