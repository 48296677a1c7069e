import type { Illustration } from './category-presentation';
import { type Cents, fromCents, toCents } from './money';
import { STANDARD_VARIANT_NAME, type LineDetail, type MenuBehaviour, type PriceFrom, type RequiredChoice } from './catalog-rules';
import type { FoodLabels } from './food-labels';

/**
 * Catalog rows as the API returns them (docs/menu.md#catalog-rows); prices are EUR numbers. Beyond the
 * spec's fields: `available` (false = sold out), `soldOutUntil` (ISO instant when a "bis morgen"
 * sold-out mark clears itself, else null) and the product's resolved MenuBehaviour.
 */
export interface Product extends MenuBehaviour {
  productsID: number;
  productsName: string;
  productsDescription: string;
  normal_size_price: number;
  category_id: number;
  category_name: string;
  available?: boolean;
  soldOutUntil?: string | null;
  image?: string | null;
  /** Deposit (Pfand) per unit in EUR, charged on top of the price; absent or 0 without one. */
  deposit?: number;
  /** The number on the printed menu ("Nr. 12"), unique among the menu's products; null or absent: none. */
  menuNumber?: number | null;
}
export interface Category {
  categoriesID: number;
  categoriesName: string;
  /** VAT in whole percent contained in the category's gross prices (7 food, 19 drinks). */
  vatRate: number;
  /** The drawing shown on its products' cards (CATEGORY_PRESENTATION); older answers lack it. */
  illustration?: Illustration;
  /** What the popup calls the size/variant choice, e.g. "Größe" or "Beilage". */
  variantLabel?: string;
  /** What the popup calls a dressing/sauce choice that is not required, e.g. "Sauce" or "Beilage". */
  optionLabel?: string;
}
export interface ProductVariant {
  product_variantsID: number;
  product_id: number;
  variant_name: string;
  price: number;
  available?: boolean;
  soldOutUntil?: string | null;
}
/** Extras, dressings and dips carry their allergens and additives (FoodLabels); carts stored before may lack them. */
export interface Extra extends FoodLabels {
  extraID: number;
  categoryID: number;
  extra_name: string;
  price: number;
  available?: boolean;
  soldOutUntil?: string | null;
}
/** `group`: the key a product's `dressingGroup` names to offer this dressing, sauce or side. */
export interface Dressing extends FoodLabels {
  dressingID: number;
  dressingName: string;
  group: string;
  available?: boolean;
  soldOutUntil?: string | null;
}
/** `group`: the key a product's `dipGroup` names to offer this dip. */
export interface Dip extends FoodLabels {
  dipsID: number;
  dipID: number;
  dipName: string;
  price: number;
  group: string;
  available?: boolean;
  soldOutUntil?: string | null;
}
export interface Location {
  loc_plz: string;
  loc_name: string;
  min_bestellwert: number;
  /** EUR charged for delivering to this zone; 0 is free delivery. */
  deliveryFee: number;
}

/** One cart line as stored in localStorage (`cartItems`) and sent with an order. */
export interface CartItem {
  productID: number;
  productName: string;
  quantity: number;
  variantID: number | null;
  variantPrice: number;
  variantName: string;
  extras: Extra[];
  dip: Dip[];
  dressing: string;
  totalPrice: number;
  category_id: number;
  /** Set from the product when the line is built, so carts and receipts describe it by the product's attributes. */
  lineDetail?: LineDetail;
  requiredChoice?: RequiredChoice | null;
  /** The product's deposit (Pfand) per unit in EUR, not part of totalPrice; absent without one. */
  deposit?: number;
}

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;

/** Unit price in cents: base (normal or variant price) plus chosen extras and dips. */
export function unitPriceCents(
  priceFrom: PriceFrom,
  normalPrice: number,
  variantPrice: number | null,
  extras: readonly { price: number }[],
  dips: readonly { price: number }[],
): Cents {
  const base = priceFrom === 'product' || variantPrice === null ? toCents(normalPrice) : toCents(variantPrice);
  return base + extras.reduce((s, e) => s + toCents(e.price), 0) + dips.reduce((s, d) => s + toCents(d.price), 0);
}

export interface NewCartItem {
  product: Product;
  variant: ProductVariant | null;
  extras: Extra[];
  dip: Dip[];
  dressing: string;
  quantity: number;
}

export function buildCartItem({ product, variant, extras, dip, dressing, quantity }: NewCartItem): CartItem {
  const unit = unitPriceCents(product.priceFrom, product.normal_size_price, variant?.price ?? null, extras, dip);
  return {
    productID: product.productsID,
    productName: product.productsName,
    quantity,
    variantID: variant?.product_variantsID ?? null,
    variantPrice: variant ? variant.price : product.normal_size_price,
    variantName: variant?.variant_name ?? STANDARD_VARIANT_NAME,
    extras: [...extras],
    dip: [...dip],
    dressing,
    totalPrice: fromCents(unit * quantity),
    category_id: product.category_id,
    lineDetail: product.lineDetail,
    requiredChoice: product.requiredChoice,
    ...depositOf(product),
  };
}

/** The line's `deposit` field: only a product with a deposit has one. */
export function depositOf(product: Pick<Product, 'deposit'>): { deposit?: number } {
  return product.deposit ? { deposit: product.deposit } : {};
}

/** A directly added product: quantity 1, 'Standard', no extras or dip, empty dressing, normal price. */
export function buildDirectCartItem(product: Product): CartItem {
  return buildCartItem({ product, variant: null, extras: [], dip: [], dressing: '', quantity: 1 });
}

const sortedIds = (ids: number[]): string => ids.sort((a, b) => a - b).join(',');

/**
 * Two lines are the same when product, variant, sorted extras, dressing and sorted dips match.
 * Merging lines that differ only in the dip (docs/ordering.md#cart) would drop the
 * second dip the customer chose (and charge it nowhere), so dips are part of the key too.
 */
export function cartLineKey(item: Pick<CartItem, 'productID' | 'variantID' | 'extras' | 'dip' | 'dressing'>): string {
  const extras = sortedIds(item.extras.map((e) => e.extraID));
  const dips = sortedIds(item.dip.map((d) => d.dipsID));
  return `${item.productID}|${item.variantID ?? ''}|${extras}|${item.dressing}|${dips}`;
}

function withQuantity(item: CartItem, quantity: number): CartItem {
  const unit = Math.round(toCents(item.totalPrice) / item.quantity);
  return { ...item, quantity, totalPrice: fromCents(unit * quantity) };
}

/** Adds an item, merging it into a matching line (quantity summed, total rescaled). */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const key = cartLineKey(item);
  const index = cart.findIndex((line) => cartLineKey(line) === key);
  if (index === -1) return [...cart, item];
  const line = cart[index];
  const quantity = Math.min(MAX_QUANTITY, line.quantity + item.quantity);
  return cart.map((l, i) => (i === index ? withQuantity(line, quantity) : l));
}

/** Sets a line's quantity; 0 or below removes the line. */
export function setCartQuantity(cart: readonly CartItem[], index: number, quantity: number): CartItem[] {
  if (quantity <= 0) return cart.filter((_, i) => i !== index);
  return cart.map((l, i) => (i === index ? withQuantity(l, Math.min(MAX_QUANTITY, quantity)) : l));
}

export function cartSubtotalCents(cart: readonly CartItem[]): Cents {
  return cart.reduce((sum, line) => sum + toCents(line.totalPrice), 0);
}

export function cartItemCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Cart total after discount, never below zero. */
export function totalAfterDiscountCents(subtotal: Cents, discount: Cents): Cents {
  return Math.max(0, subtotal - discount);
}
