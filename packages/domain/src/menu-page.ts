import type { Category, Dip, Dressing, Extra, Location, Product, ProductVariant } from './cart';
import type { ShopStatusResponse } from './events';
import type { ShopInfo } from './shop-info';

/** The public menu lists, as GET /api/products, /categories, /productVariants, /productsExtra, /dressing and /dips answer them. */
export interface MenuLists {
  products: Product[];
  categories: Category[];
  variants: ProductVariant[];
  extras: Extra[];
  dressings: Dressing[];
  dips: Dip[];
}

/**
 * What the server renders the menu page (/) with and embeds in it, so the browser hydrates the
 * same markup from the same data without asking the API again.
 */
export interface MenuPageData {
  menu: MenuLists;
  /** The version of that menu (GET /api/menu-version), so the open page's poll knows what it shows. */
  menuVersion: number;
  shopInfo: ShopInfo;
  shopStatus: ShopStatusResponse;
  /** GET /api/locations: whether and what delivery costs is known at the first paint. */
  deliveryZones: Location[];
}

/** The id of the page's `<script type="application/json">` block holding the MenuPageData. */
export const MENU_PAGE_DATA_ID = 'menu-page-data';
