import { buildPricingCatalog, priceCart, toCents, type CartItem, type Dip, type Dressing, type Extra, type Product, type ProductVariant } from '@pizzeria/domain';

export interface MenuRows {
  products: readonly Product[];
  variants: readonly ProductVariant[];
  extras: readonly Extra[];
  dressings: readonly Dressing[];
  dips: readonly Dip[];
}

/**
 * The cart priced by the menu on screen (prices and deposits), with the same rule the server charges by. A line the
 * menu can no longer price (sold out, gone) stays as it is: the checkout names it when it is refused.
 * Returns the same array when nothing changed, so an unchanged menu costs no re-render.
 * Loaded on demand: the pricing rules are needed only once a cart holds something.
 */
export function repriceCart(items: CartItem[], menu: MenuRows): CartItem[] {
  const catalog = buildPricingCatalog(menu);
  let changed = false;
  const next = items.map((item) => {
    const priced = priceCart([item], catalog);
    if (!priced.ok) return item;
    const { variantPrice, totalPrice, deposit } = priced.lines[0].item;
    if (toCents(totalPrice) === toCents(item.totalPrice) && toCents(deposit ?? 0) === toCents(item.deposit ?? 0)) return item;
    changed = true;
    // A deposit the owner added or dropped counts like a new price: the line takes the menu's.
    const { deposit: _old, ...rest } = item;
    return { ...rest, variantPrice, totalPrice, ...(deposit ? { deposit } : {}) };
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
