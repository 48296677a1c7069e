import type { BehaviourOverrides, Category, Dip, Dressing, Extra, Location, MenuBehaviour, Product, ProductVariant } from '@pizzeria/domain';

/*
 * The back office's menu answers (GET /api/admin/menu and the rows its POST/PATCH calls answer
 * with): the public rows of @pizzeria/domain plus what only staff see. The server builds them and
 * the screens read them by these types, so neither side declares them again.
 */

/** Sold out: `available` false; "bis morgen" also says until when (ISO instant, the start of the next service day at the owner's dayBoundary). */
export type Availability = Pick<Product, 'available' | 'soldOutUntil'>;

/** The admin's category: the public shape plus its order and the default behaviour of its products. */
export type AdminCategory = Category &
  MenuBehaviour & {
    sortOrder: number;
    /** Its lines count as "pizzas" against the kitchen's capacity per slot. */
    countsForKitchenCapacity: boolean;
    /** Its lines print on kitchen tickets (off for drinks the counter hands out). */
    onKitchenTickets: boolean;
  };

/**
 * The admin's product: the public shape plus order, own settings (null = category default), LMIV
 * labels and, while customers cannot see it, why (`hiddenReason`, e.g. no size with a price yet).
 */
export type AdminProduct = Product & { sortOrder: number; own: BehaviourOverrides; allergens: string; additives: number[]; hiddenReason: string | null };
export type AdminVariant = ProductVariant & { sortOrder: number };
export type AdminExtra = Extra;
export type AdminDressing = Dressing;
export type AdminDip = Dip;
export type AdminLocation = Location & { id: number };

/** GET /api/admin/menu: everything the Speisekarte screen edits, sold-out rows included, with the option groups in use. */
export interface AdminMenuAnswer {
  categories: AdminCategory[];
  products: AdminProduct[];
  productVariants: AdminVariant[];
  extras: AdminExtra[];
  dressings: AdminDressing[];
  dips: AdminDip[];
  locations: AdminLocation[];
  groups: { dressing: string[]; dip: string[] };
}
