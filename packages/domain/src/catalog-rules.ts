/**
 * The menu's id rules from SPEC.md sections 4 and 9. Both the customisation popup and the
 * server's repricing use these, so what the customer may pick is exactly what the server accepts.
 */
export const CATEGORY = {
  SALATE: 1,
  PIZZA: 2,
  CALZONE: 3,
  PASTA: 4,
  FLEISCHGERICHTE: 5,
  EXTRAS: 6,
  ALKOHOLFREIE_GETRAENKE: 7,
  ALKOHOLISCHE_GETRAENKE: 8,
  DESSERTS: 9,
} as const;

export const CATEGORY_NAMES: Record<number, string> = {
  1: 'Salate',
  2: 'Pizza',
  3: 'Calzone',
  4: 'Pasta',
  5: 'Fleischgerichte',
  6: 'Extras',
  7: 'Alkoholfreie Getränke',
  8: 'Alkoholische Getränke',
  9: 'Desserts',
};

export const UNKNOWN_CATEGORY = 'Unbekannte Kategorie';

export function categoryName(categoryId: number): string {
  return CATEGORY_NAMES[categoryId] ?? UNKNOWN_CATEGORY;
}

/** Products added straight to the cart without the customisation popup (besides all drinks). */
export const DIRECT_ADD_PRODUCT_IDS: readonly number[] = [33, 34, 35, 36, 37, 42, 43, 44, 45, 46, 48, 60, 61, 62];
const DRINK_CATEGORIES: readonly number[] = [CATEGORY.ALKOHOLFREIE_GETRAENKE, CATEGORY.ALKOHOLISCHE_GETRAENKE];

/** Products whose sauce is mandatory and drawn from their own dressing id range. */
export const SAUCE_PRODUCT_IDS: readonly number[] = [38, 39];
/** Products that show no variant selector (their single variant is used). */
export const NO_VARIANT_SELECTOR_PRODUCT_IDS: readonly number[] = [40, 41];
/** Categories whose base price is the product's normal price, not the variant's. */
export const NORMAL_PRICE_CATEGORIES: readonly number[] = [CATEGORY.PASTA, CATEGORY.FLEISCHGERICHTE, CATEGORY.DESSERTS];
/** Categories that offer extras (matched by the extra's categoryID). */
export const EXTRA_CATEGORIES: readonly number[] = [CATEGORY.SALATE, CATEGORY.PIZZA, CATEGORY.CALZONE, CATEGORY.PASTA];

export const STANDARD_VARIANT_NAME = 'Standard';

export const MESSAGES = {
  dressingRequired: 'Bitte wähle ein Dressing aus.',
  sauceRequired: 'Bitte wähle eine Sauce aus.',
  variantUnavailable: 'Diese Variante ist nicht verfügbar.',
  noProducts: 'Keine Produkte verfügbar',
  noVariants: 'Keine Varianten verfügbar',
  noAllergens: 'Keine Allergene vorhanden.',
  noSubstances: '/',
  emptyCart: 'Fülle deinen Warenkorb mit leckeren Speisen.',
} as const;

export interface ProductRef {
  productsID: number;
  category_id: number;
}

export function isDirectAdd(product: ProductRef): boolean {
  return DRINK_CATEGORIES.includes(product.category_id) || DIRECT_ADD_PRODUCT_IDS.includes(product.productsID);
}

export function showsVariantSelector(product: ProductRef): boolean {
  return !NO_VARIANT_SELECTOR_PRODUCT_IDS.includes(product.productsID);
}

export function usesNormalPrice(categoryId: number): boolean {
  return NORMAL_PRICE_CATEGORIES.includes(categoryId);
}

/** The dressing/sauce id range a product may choose from, or null when it has none. */
export function dressingRange(product: ProductRef): { min: number; max: number } | null {
  if (product.productsID === 38) return { min: 8, max: 10 };
  if (product.productsID === 39) return { min: 11, max: 13 };
  switch (product.category_id) {
    case CATEGORY.SALATE:
      return { min: 1, max: 4 };
    case CATEGORY.EXTRAS:
      return { min: 5, max: 7 };
    case CATEGORY.FLEISCHGERICHTE:
      return { min: 14, max: Number.POSITIVE_INFINITY };
    default:
      return null;
  }
}

export function dressingsFor<T extends { dressingID: number }>(product: ProductRef, dressings: readonly T[]): T[] {
  const range = dressingRange(product);
  if (!range) return [];
  return dressings.filter((d) => d.dressingID >= range.min && d.dressingID <= range.max);
}

/** Which kind of choice the dressing list is, and whether it must be made. */
export function dressingRequirement(product: ProductRef): 'dressing' | 'sauce' | null {
  if (SAUCE_PRODUCT_IDS.includes(product.productsID)) return 'sauce';
  if (product.category_id === CATEGORY.SALATE) return 'dressing';
  return null;
}

export function dipsFor<T extends { dipID: number }>(product: ProductRef, dips: readonly T[]): T[] {
  if (product.category_id === CATEGORY.PIZZA) return dips.filter((d) => d.dipID <= 4);
  if (product.category_id === CATEGORY.CALZONE) return dips.filter((d) => d.dipID >= 8);
  return [];
}

export function extrasFor<T extends { categoryID: number }>(product: ProductRef, extras: readonly T[]): T[] {
  if (!EXTRA_CATEGORIES.includes(product.category_id)) return [];
  return extras.filter((e) => e.categoryID === product.category_id);
}

/** Which extra detail the cart and receipts show first for a line (SPEC.md section 9 display special cases). */
export function lineDetailKind(productId: number): 'sauce-and-variant' | 'dip' | 'variant' | 'default' {
  if (productId === 38 || productId === 39) return 'sauce-and-variant';
  if (productId === 40 || productId === 41 || productId === 47) return 'dip';
  if (productId === 59) return 'variant';
  return 'default';
}
