import { type Cents, fromCents, toCents } from './money';
import type { CartItem, Dip, Dressing, Extra, Product, ProductVariant } from './cart';
import { MAX_QUANTITY, MIN_QUANTITY, unitPriceCents } from './cart';
import {
  MESSAGES,
  STANDARD_VARIANT_NAME,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  isDirectAdd,
  showsVariantSelector,
} from './catalog-rules';

/** Everything the server needs to reprice a cart, loaded from the database. */
export interface PricingCatalog {
  products: ReadonlyMap<number, Product>;
  variantsByProduct: ReadonlyMap<number, readonly ProductVariant[]>;
  extras: readonly Extra[];
  dressings: readonly Dressing[];
  dips: readonly Dip[];
}

export function buildPricingCatalog(input: {
  products: readonly Product[];
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
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; subtotalCents: Cents }
  | { ok: false; message: string };

export const PRICING_MESSAGES = {
  emptyCart: 'Der Warenkorb ist leer.',
  unknownProduct: 'Ein Produkt im Warenkorb gibt es nicht (mehr).',
  productUnavailable: 'Ein Produkt im Warenkorb ist derzeit nicht verfügbar.',
  badQuantity: `Die Menge muss zwischen ${MIN_QUANTITY} und ${MAX_QUANTITY} liegen.`,
  badExtra: 'Ein gewähltes Extra passt nicht zu diesem Produkt.',
  badDip: 'Ein gewählter Dip passt nicht zu diesem Produkt.',
  badDressing: 'Das gewählte Dressing bzw. die Sauce passt nicht zu diesem Produkt.',
  tooManyLines: 'Der Warenkorb enthält zu viele Positionen.',
} as const;

export const MAX_CART_LINES = 50;

function priceLine(raw: CartItem, catalog: PricingCatalog): PricedLine | string {
  const product = catalog.products.get(raw.productID);
  if (!product) return PRICING_MESSAGES.unknownProduct;
  if (product.available === false) return PRICING_MESSAGES.productUnavailable;
  if (!Number.isInteger(raw.quantity) || raw.quantity < MIN_QUANTITY || raw.quantity > MAX_QUANTITY) {
    return PRICING_MESSAGES.badQuantity;
  }
  const direct = isDirectAdd(product);
  const variants = catalog.variantsByProduct.get(product.productsID) ?? [];

  let variant: ProductVariant | null = null;
  if (raw.variantID !== null && raw.variantID !== undefined) {
    if (direct) return MESSAGES.variantUnavailable;
    variant = variants.find((v) => v.product_variantsID === raw.variantID) ?? null;
    if (!variant || variant.available === false) return MESSAGES.variantUnavailable;
  } else if (!direct && variants.length > 0 && !showsVariantSelector(product)) {
    variant = variants[0];
  } else if (!direct && variants.length > 0) {
    return MESSAGES.variantUnavailable;
  }

  const rawExtras = raw.extras ?? [];
  const rawDips = raw.dip ?? [];
  const allowedExtras = direct ? [] : extrasFor(product, catalog.extras);
  const allowedDips = direct ? [] : dipsFor(product, catalog.dips);
  const extraIds = rawExtras.map((e) => e?.extraID);
  if (new Set(extraIds).size !== extraIds.length) return PRICING_MESSAGES.badExtra;
  const extras: Extra[] = [];
  for (const id of extraIds) {
    const extra = allowedExtras.find((e) => e.extraID === id);
    if (!extra) return PRICING_MESSAGES.badExtra;
    extras.push(extra);
  }
  const dipIds = rawDips.map((d) => d?.dipsID);
  if (new Set(dipIds).size !== dipIds.length) return PRICING_MESSAGES.badDip;
  const dips: Dip[] = [];
  for (const id of dipIds) {
    const dip = allowedDips.find((d) => d.dipsID === id);
    if (!dip) return PRICING_MESSAGES.badDip;
    dips.push(dip);
  }

  const dressing = (raw.dressing ?? '').trim();
  const allowedDressings = direct ? [] : dressingsFor(product, catalog.dressings);
  if (dressing) {
    if (!allowedDressings.some((d) => d.dressingName === dressing)) return PRICING_MESSAGES.badDressing;
  } else if (!direct) {
    const requirement = dressingRequirement(product);
    if (requirement === 'dressing') return MESSAGES.dressingRequired;
    if (requirement === 'sauce') return MESSAGES.sauceRequired;
  }

  const unitCents = unitPriceCents(product.category_id, product.normal_size_price, variant?.price ?? null, extras, dips);
  const totalCents = unitCents * raw.quantity;
  return {
    unitCents,
    totalCents,
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
    },
  };
}

/**
 * Recomputes a cart from the catalog. Names and prices sent by the browser are replaced by the
 * catalog's; anything the popup could not have offered is refused with a German message.
 */
export function priceCart(items: readonly CartItem[], catalog: PricingCatalog): PricingResult {
  if (!Array.isArray(items) || items.length === 0) return { ok: false, message: PRICING_MESSAGES.emptyCart };
  if (items.length > MAX_CART_LINES) return { ok: false, message: PRICING_MESSAGES.tooManyLines };
  const lines: PricedLine[] = [];
  for (const raw of items) {
    const priced = priceLine(raw, catalog);
    if (typeof priced === 'string') return { ok: false, message: priced };
    lines.push(priced);
  }
  return { ok: true, lines, subtotalCents: lines.reduce((s, l) => s + l.totalCents, 0) };
}
