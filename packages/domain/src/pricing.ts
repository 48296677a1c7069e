import { type Cents, differsByMoreThanOneCent, fromCents, toCents } from './money';
import type { CartItem, Dip, Dressing, Extra, Product, ProductVariant } from './cart';
import { MAX_QUANTITY, MIN_QUANTITY, depositOf, unitPriceCents } from './cart';
import { cartDepositCents, lineDepositCents } from './charges';
import { MESSAGES, STANDARD_VARIANT_NAME } from './catalog-rules';
import { dipsFor, dressingsFor, extrasFor, requiredChoiceMessage } from './menu-choices';

/**
 * Everything the server needs to reprice a cart. `products` also holds products taken off the
 * menu (`removed`), so a cart still holding one is told so instead of "unknown product".
 */
export interface PricingCatalog {
  products: ReadonlyMap<number, Product & { removed?: boolean }>;
  variantsByProduct: ReadonlyMap<number, readonly ProductVariant[]>;
  extras: readonly Extra[];
  dressings: readonly Dressing[];
  dips: readonly Dip[];
}

export function buildPricingCatalog(input: {
  products: readonly (Product & { removed?: boolean })[];
  variants: readonly ProductVariant[];
  extras: readonly Extra[];
  dressings: readonly Dressing[];
  dips: readonly Dip[];
}): PricingCatalog {
  const variantsByProduct = new Map<number, ProductVariant[]>();
  for (const v of input.variants) {
    const list = variantsByProduct.get(v.product_id) ?? [];
    list.push(v);
    variantsByProduct.set(v.product_id, list);
  }
  return {
    products: new Map(input.products.map((p) => [p.productsID, p])),
    variantsByProduct,
    extras: input.extras,
    dressings: input.dressings,
    dips: input.dips,
  };
}

/** A cart line as the server recomputed it from the catalog; the client's prices are ignored. */
export interface PricedLine {
  item: CartItem;
  unitCents: Cents;
  totalCents: Cents;
  /** The line's deposit (Pfand): the product's amount per unit times the quantity; not part of totalCents. */
  depositCents: Cents;
}

/** Why a cart was refused; `soldOut` when a line holds something sold out or taken off the menu. */
export type PricingResult =
  { ok: true; lines: PricedLine[]; subtotalCents: Cents; depositCents: Cents } | { ok: false; message: string; index?: number; soldOut?: boolean };

export const PRICING_MESSAGES = {
  emptyCart: 'Der Warenkorb ist leer.',
  unknownProduct: 'Ein Produkt im Warenkorb gibt es nicht (mehr).',
  badQuantity: `Die Menge muss zwischen ${MIN_QUANTITY} und ${MAX_QUANTITY} liegen.`,
  badExtra: 'Ein gewähltes Extra passt nicht zu diesem Produkt.',
  badDip: 'Ein gewählter Dip passt nicht zu diesem Produkt.',
  badDressing: 'Das gewählte Dressing bzw. die Sauce passt nicht zu diesem Produkt.',
  tooManyLines: 'Der Warenkorb enthält zu viele Positionen.',
} as const;

export const soldOutMessage = (name: string): string => `${name} ist leider ausverkauft.`;
export const removedMessage = (name: string): string => `${name} gibt es leider nicht mehr.`;

export const MAX_CART_LINES = 50;

interface LineProblem {
  message: string;
  soldOut?: boolean;
}

const soldOut = (name: string): LineProblem => ({ message: soldOutMessage(name), soldOut: true });

function pickOptions<T extends { available?: boolean }>(
  ids: unknown[],
  allowed: readonly T[],
  idOf: (o: T) => number,
  nameOf: (o: T) => string,
  invalid: string,
): T[] | LineProblem {
  if (new Set(ids).size !== ids.length) return { message: invalid };
  const picked: T[] = [];
  for (const id of ids) {
    const option = allowed.find((o) => idOf(o) === id);
    if (!option) return { message: invalid };
    if (option.available === false) return soldOut(nameOf(option));
    picked.push(option);
  }
  return picked;
}

function priceLine(raw: CartItem, catalog: PricingCatalog): PricedLine | LineProblem {
  const product = catalog.products.get(raw.productID);
  if (!product) return { message: PRICING_MESSAGES.unknownProduct };
  if (product.removed) return { message: removedMessage(product.productsName), soldOut: true };
  if (product.available === false) return soldOut(product.productsName);
  if (!Number.isInteger(raw.quantity) || raw.quantity < MIN_QUANTITY || raw.quantity > MAX_QUANTITY) {
    return { message: PRICING_MESSAGES.badQuantity };
  }
  const direct = product.addDirectly;
  const variants = catalog.variantsByProduct.get(product.productsID) ?? [];

  let variant: ProductVariant | null = null;
  if (raw.variantID !== null && raw.variantID !== undefined) {
    if (direct) return { message: MESSAGES.variantUnavailable };
    variant = variants.find((v) => v.product_variantsID === raw.variantID) ?? null;
    if (!variant) return { message: MESSAGES.variantUnavailable };
    if (variant.available === false) return soldOut(`${product.productsName} (${variant.variant_name})`);
  } else if (!direct && variants.length > 0 && !product.showVariantSelector) {
    variant = variants[0];
    if (variant.available === false) return soldOut(product.productsName);
  } else if (!direct && variants.length > 0) {
    return { message: MESSAGES.variantUnavailable };
  }

  const extras = pickOptions(
    (raw.extras ?? []).map((e) => e?.extraID),
    direct ? [] : extrasFor(product, catalog.extras),
    (e) => e.extraID,
    (e) => e.extra_name,
    PRICING_MESSAGES.badExtra,
  );
  if (!Array.isArray(extras)) return extras;
  const dips = pickOptions(
    (raw.dip ?? []).map((d) => d?.dipsID),
    direct ? [] : dipsFor(product, catalog.dips),
    (d) => d.dipsID,
    (d) => d.dipName,
    PRICING_MESSAGES.badDip,
  );
  if (!Array.isArray(dips)) return dips;

  const dressing = (raw.dressing ?? '').trim();
  const allowedDressings = direct ? [] : dressingsFor(product, catalog.dressings);
  if (dressing) {
    const chosen = allowedDressings.find((d) => d.dressingName === dressing);
    if (!chosen) return { message: PRICING_MESSAGES.badDressing };
    if (chosen.available === false) return soldOut(chosen.dressingName);
  } else if (!direct && product.requiredChoice) {
    return { message: requiredChoiceMessage(product.requiredChoice) };
  }

  const unitCents = unitPriceCents(product.priceFrom, product.normal_size_price, variant?.price ?? null, extras, dips);
  const totalCents = unitCents * raw.quantity;
  const deposit = depositOf(product);
  return {
    unitCents,
    totalCents,
    depositCents: lineDepositCents({ ...deposit, quantity: raw.quantity }),
    item: {
      productID: product.productsID,
      productName: product.productsName,
      quantity: raw.quantity,
      variantID: variant?.product_variantsID ?? null,
      variantPrice: variant ? variant.price : product.normal_size_price,
      variantName: variant?.variant_name ?? STANDARD_VARIANT_NAME,
      extras,
      dip: dips,
      dressing,
      totalPrice: fromCents(totalCents),
      category_id: product.category_id,
      lineDetail: product.lineDetail,
      requiredChoice: product.requiredChoice,
      ...deposit,
    },
  };
}

const isProblem = (line: PricedLine | LineProblem): line is LineProblem => 'message' in line;

/**
 * Recomputes a cart from the catalog. Names and prices sent by the browser are replaced by the
 * catalog's; anything the popup could not have offered is refused with a German message.
 */
export function priceCart(items: readonly CartItem[], catalog: PricingCatalog): PricingResult {
  if (!Array.isArray(items) || items.length === 0) return { ok: false, message: PRICING_MESSAGES.emptyCart };
  if (items.length > MAX_CART_LINES) return { ok: false, message: PRICING_MESSAGES.tooManyLines };
  const lines: PricedLine[] = [];
  for (const [index, raw] of items.entries()) {
    const priced = priceLine(raw, catalog);
    if (isProblem(priced)) return priced.soldOut ? { ok: false, message: priced.message, index, soldOut: true } : { ok: false, message: priced.message };
    lines.push(priced);
  }
  return { ok: true, lines, subtotalCents: lines.reduce((s, l) => s + l.totalCents, 0), depositCents: cartDepositCents(lines.map((l) => l.item)) };
}

/** A cart line that changed since the browser priced it: a new total, or sold out / off the menu. */
export type CartChange =
  { index: number; productName: string; oldTotal: number; newTotal: number } | { index: number; productName: string; soldOut: true; message: string };

/**
 * What changed in a stored cart against the current catalog, line by line, so the browser can
 * update the cart and the customer can go on with the new figures.
 */
export function cartChanges(items: readonly CartItem[], catalog: PricingCatalog): CartChange[] {
  const changes: CartChange[] = [];
  items.forEach((raw, index) => {
    const productName = catalog.products.get(raw.productID)?.productsName ?? raw.productName;
    const priced = priceLine(raw, catalog);
    if (isProblem(priced)) {
      if (priced.soldOut) changes.push({ index, productName, soldOut: true, message: priced.message });
      return;
    }
    const oldCents = toCents(Number(raw.totalPrice) || 0);
    if (differsByMoreThanOneCent(oldCents, priced.totalCents)) {
      changes.push({ index, productName, oldTotal: fromCents(oldCents), newTotal: fromCents(priced.totalCents) });
    }
  });
  return changes;
}
