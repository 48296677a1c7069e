/**
 * How the menu behaves, read from attributes of products, categories and option groups (the
 * back office sets them; the demo seed sets them so the demo menu behaves as docs/menu.md#demo-menu
 * says). Both the customisation popup and the server's repricing use these, so what the
 * customer may pick is exactly what the server accepts.
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

/**
 * "Nr. 12" as the printed menu, the menu page, receipts and order entry show it. Here, not with
 * order entry's rules (counter-order.ts): the menu page's start would otherwise carry all of those.
 */
export function menuNumberLabel(menuNumber: number | null | undefined): string {
  return menuNumber ? `Nr. ${menuNumber}` : '';
}

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

/** Where a line's base price comes from: the product's normal_size_price or the chosen variant. */
export type PriceFrom = 'product' | 'variant';
/** A choice from the dressing group that must be made, named by the message it shows when missing. */
export type RequiredChoice = 'dressing' | 'sauce';
/** Which detail the cart and receipts show first for a line (docs/menu.md#behaviour). */
export type LineDetail = 'sauce-and-variant' | 'dip' | 'variant' | 'default';

/** A product's behaviour on the menu, resolved: its own setting, else its category's default. */
export interface MenuBehaviour {
  /** Added to the cart with one click (quantity 1, 'Standard', normal price) instead of the popup. */
  addDirectly: boolean;
  priceFrom: PriceFrom;
  showVariantSelector: boolean;
  /** Offers the extras whose categoryID is the product's category. */
  offersExtras: boolean;
  /** The dressings/sauces/sides offered: those whose `group` is this key; null offers none. */
  dressingGroup: string | null;
  requiredChoice: RequiredChoice | null;
  /** The dips offered: those whose `group` is this key; null offers none. */
  dipGroup: string | null;
  lineDetail: LineDetail;
}

/**
 * A product's own settings: null takes the category's default. Because null already means
 * "inherit", an explicit "none" is '' for the groups and 'none' for the required choice.
 */
export interface BehaviourOverrides {
  addDirectly: boolean | null;
  priceFrom: PriceFrom | null;
  showVariantSelector: boolean | null;
  offersExtras: boolean | null;
  dressingGroup: string | null;
  requiredChoice: RequiredChoice | 'none' | null;
  dipGroup: string | null;
  lineDetail: LineDetail | null;
}

/** What a new category offers until staff say otherwise: the popup, variant prices, nothing to choose. */
export const DEFAULT_BEHAVIOUR: MenuBehaviour = {
  addDirectly: false,
  priceFrom: 'variant',
  showVariantSelector: true,
  offersExtras: false,
  dressingGroup: null,
  requiredChoice: null,
  dipGroup: null,
  lineDetail: 'default',
};

export const NO_OVERRIDES: BehaviourOverrides = {
  addDirectly: null,
  priceFrom: null,
  showVariantSelector: null,
  offersExtras: null,
  dressingGroup: null,
  requiredChoice: null,
  dipGroup: null,
  lineDetail: null,
};

/** The product's behaviour: each own setting wins over the category's default. */
export function resolveBehaviour(own: Partial<BehaviourOverrides>, category: MenuBehaviour): MenuBehaviour {
  const pick = <K extends keyof MenuBehaviour>(key: K): MenuBehaviour[K] => (own[key] ?? category[key]) as MenuBehaviour[K];
  const group = (value: string | null | undefined, fallback: string | null) => (value === undefined || value === null ? fallback : value || null);
  const required = own.requiredChoice;
  return {
    addDirectly: pick('addDirectly'),
    priceFrom: pick('priceFrom'),
    showVariantSelector: pick('showVariantSelector'),
    offersExtras: pick('offersExtras'),
    dressingGroup: group(own.dressingGroup, category.dressingGroup),
    requiredChoice: required === 'none' ? null : (required ?? category.requiredChoice),
    dipGroup: group(own.dipGroup, category.dipGroup),
    lineDetail: pick('lineDetail'),
  };
}

export function isDirectAdd(product: Pick<MenuBehaviour, 'addDirectly'>): boolean {
  return product.addDirectly;
}

export function usesNormalPrice(product: Pick<MenuBehaviour, 'priceFrom'>): boolean {
  return product.priceFrom === 'product';
}
