import { Injectable } from '@nestjs/common';
import type { Location, PricingCatalog } from '@pizzeria/domain';
import { MenuSnapshotService } from './menu-snapshot.service';

export type { ProductDetails } from './menu-snapshot';

export const CATALOG_MESSAGES = {
  productNotFound: 'Produkt nicht gefunden.',
  badProductId: 'Ungültige Produkt-ID.',
} as const;

export interface OrderCatalog {
  /** The domain's repricing input. */
  pricing: PricingCatalog;
  /** The VAT rate (whole percent) of every category by id. */
  vatRates: Map<number, number>;
  /** The categories the owner marked as counting against the kitchen's capacity ("pizzas"). */
  ovenCategoryIds: Set<number>;
  /** The menu version all of this comes from. */
  version: number;
}

/**
 * How current the menu for an order must be: 'checked' against the version row now (one small
 * query), or as 'announced' by the last NOTIFY (no query), for a writer that stores the order
 * only under menuNotNewerThan(version) and otherwise prices it again, checked.
 */
export type MenuFreshness = 'checked' | 'announced';

/**
 * What the checkout and the orders need from the menu, read from the versioned snapshot
 * (MenuSnapshotService): never older than the last committed menu change.
 */
@Injectable()
export class CatalogService {
  constructor(private readonly menu: MenuSnapshotService) {}

  /**
   * The delivery location for a postal code and place name (case and surrounding blanks ignored).
   * Without a place name, the strictest minimum among the places sharing that code applies,
   * so a missing name can never lower the minimum order value.
   */
  async findLocation(plz: string, city?: string, freshness: MenuFreshness = 'checked'): Promise<Location | null> {
    const code = (plz ?? '').trim();
    if (!/^\d{5}$/.test(code)) return null;
    const name = city?.trim().toLowerCase();
    const { data } = freshness === 'checked' ? await this.menu.fresh() : await this.menu.current();
    const matching = data.locations.filter((l) => l.loc_plz === code && (!name || l.loc_name.toLowerCase() === name));
    matching.sort((a, b) => b.min_bestellwert - a.min_bestellwert || a.loc_name.localeCompare(b.loc_name));
    return matching[0] ?? null;
  }

  /**
   * Everything an order needs from the menu, from one snapshot (and, 'checked', one version check), read before
   * the order's transaction: inside it a second pool connection per order would let 50
   * concurrent orders hold every connection while waiting for one more (503s at rush hour).
   */
  async forOrders(freshness: MenuFreshness = 'checked'): Promise<OrderCatalog> {
    const snapshot = freshness === 'checked' ? await this.menu.fresh() : await this.menu.current();
    return {
      version: snapshot.version,
      pricing: snapshot.pricing,
      vatRates: new Map(snapshot.data.categories.map((c) => [c.categoriesID, c.vatRate])),
      ovenCategoryIds: new Set(snapshot.admin.categories.filter((c) => c.countsForKitchenCapacity).map((c) => c.categoriesID)),
    };
  }
}
