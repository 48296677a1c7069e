import { phoneHref } from '@pizzeria/domain';
import { useShopInfo } from './use-shop-info';

export interface ShopContact {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  phoneHref: string;
}

/** The shop's name, pickup address and phone as the owner's settings say (GET /api/shop-info). */
export function useShopContact(): ShopContact {
  const { shop } = useShopInfo();
  return { name: shop.name, street: shop.street, postalCode: shop.postalCode, city: shop.city, phone: shop.phone, phoneHref: phoneHref(shop.phone) };
}
