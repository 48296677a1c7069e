import { buildPricingCatalog, priceCart, toCents, type CartItem, type Dip, type Dressing, type Extra, type Product, type ProductVariant } from '@pizzeria/domain';

export interface MenuRows {
  products: readonly Product[];
  variants: readonly ProductVariant[];
  extras: readonly Extra[];
  dressings: readonly Dressing[];
  dips: readonly Dip[];
}

/**
 * The cart priced by the menu on screen, with the same rule the server charges by. A line the
 * menu can no longer price (sold out, gone) stays as it is: the checkout names it when it is refused.
 * Returns the same array when nothing changed, so an unchanged menu costs no re-render.
 * Loaded on demand: the pricing rules are needed only once a cart holds something.
 */
export function repriceCart(items: CartItem[], menu: MenuRows): CartItem[] {
  const catalog = buildPricingCatalog(menu);
  let changed = false;
  const next = items.map((item) => {
    const priced = priceCart([item], catalog);
    if (!priced.ok || toCents(priced.lines[0].item.totalPrice) === toCents(item.totalPrice)) return item;
    changed = true;
    return { ...item, variantPrice: priced.lines[0].item.variantPrice, totalPrice: priced.lines[0].item.totalPrice };
  });
  return changed ? next : items;
}

/**
 * The lines the menu on screen can no longer sell, by index: the product, its size or a chosen
 * option sold out, or gone from the menu. The server would refuse each of them at checkout.
 */
export function unavailableLines(items: readonly CartItem[], menu: MenuRows): number[] {
  const catalog = buildPricingCatalog(menu);
  return items.flatMap((item, index) => (priceCart([item], catalog).ok ? [] : [index]));
}
