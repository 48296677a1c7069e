import { MENU_PAGE_DATA_ID, type MenuPageData } from '@pizzeria/domain';
import { seedShopInfo } from '../lib/use-shop-info';
import { seedDeliveryZones } from './delivery-zones';
import { seedMenu } from './menu-api';
import { seedShopStatus } from './use-shop-status';

/** The data block the server embedded in the menu page, or null on a page without one (every other route). */
export function readMenuPageData(doc: Document): MenuPageData | null {
  const block = doc.getElementById(MENU_PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as MenuPageData;
  } catch {
    return null;
  }
}

/** Hands the server's data to the stores the page's components read, before they first render. */
export function seedMenuPageData(data: MenuPageData): void {
  seedShopInfo(data.shopInfo);
  seedShopStatus(data.shopStatus);
  seedMenu(data.menu, data.menuVersion);
  seedDeliveryZones(data.deliveryZones);
}
