import { shopPrefix } from './shop-info';

export const SHOP_TIMEZONE_DEFAULT = 'Europe/Berlin';

/** Usual maximum delivery time stated in the terms, in minutes. */
export const MAX_DELIVERY_MINUTES = 90;

/** "Bella Napoli · Pizza": the shop's name prefix (from its settings) plus the category's name. */
export function categoryHeading(shopName: string, categoryName: string): string {
  return `${shopPrefix(shopName)} ${categoryName}`;
}
