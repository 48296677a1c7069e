import { isDirectAdd, usesNormalPrice, type MenuBehaviour } from './catalog-rules';
import type { Product, ProductVariant } from './cart';
import { formatEuro, toCents } from './money';

type PricedProduct = Pick<Product, 'normal_size_price'> & Pick<MenuBehaviour, 'addDirectly' | 'priceFrom'>;
type PricedVariant = Pick<ProductVariant, 'price' | 'available'>;

/** The price a product's card shows: what a direct add or the popup's base costs; `from` when the sizes differ ("ab …"). */
export interface CardPrice {
  cents: number;
  from: boolean;
}

/** Whether the customer pays the product's own price (a direct add, or a category priced per product) rather than a size's. */
function pricedByProduct(product: PricedProduct): boolean {
  return isDirectAdd(product) || usesNormalPrice(product);
}

/**
 * The card's price, on the menu and in the menu editor: the product's price where that is what is
 * paid; otherwise the cheapest size on offer (all sizes when every one is sold out), "ab …" when
 * the sizes cost different amounts. Never a base price no size costs.
 */
export function cardPrice(product: PricedProduct, variants: readonly PricedVariant[]): CardPrice {
  if (pricedByProduct(product) || variants.length === 0) return { cents: toCents(product.normal_size_price), from: false };
  const offered = variants.filter((v) => v.available !== false);
  const prices = (offered.length > 0 ? offered : variants).map((v) => toCents(v.price));
  return { cents: Math.min(...prices), from: new Set(prices).size > 1 };
}

/** `ab 8,20 €` or `8,20 €`. */
export function cardPriceText(price: CardPrice): string {
  return `${price.from ? 'ab ' : ''}${formatEuro(price.cents)}`;
}

export const MENU_HIDDEN_REASONS = {
  noSize: 'Für Kunden ausgeblendet: Es gibt noch keine Größe mit Preis. Sobald eine Größe/Variante angelegt ist, steht das Produkt auf der Karte.',
} as const;

/**
 * Why a product cannot be shown to customers yet, or null when it can: one priced by its sizes
 * needs at least one size (every size has a price), else the customer would meet "Keine
 * Varianten verfügbar" and could not order it. The server leaves such a product off the public
 * menu; the menu editor shows this text.
 */
export function menuHiddenReason(product: PricedProduct, variants: readonly PricedVariant[]): string | null {
  if (pricedByProduct(product)) return null;
  return variants.length === 0 ? MENU_HIDDEN_REASONS.noSize : null;
}
