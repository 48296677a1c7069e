import { useEffect } from 'react';
import { useShopInfo } from '../lib/use-shop-info';

/** Names the browser tab after the staff screen, e.g. "(2) Bestellannahme – Pizzeria Bella Napoli". */
export function useDocumentTitle(title: string): void {
  const shopName = useShopInfo().shop.name;
  useEffect(() => {
    document.title = `${title} – ${shopName}`;
  }, [title, shopName]);
}
