import { MESSAGES, type LineDetail, type MenuBehaviour, type PriceFrom, type RequiredChoice } from './catalog-rules';

// What the product popup, the cart and the staff's menu forms read of a product's behaviour. Apart
// from catalog-rules.ts, which the menu page's start loads: a module is loaded whole, with all that
// any screen imports of it.

/** The values of the behaviour settings, as staff choose them. */
export const PRICE_FROM: readonly PriceFrom[] = ['product', 'variant'];
export const REQUIRED_CHOICES: readonly RequiredChoice[] = ['dressing', 'sauce'];
export const LINE_DETAILS: readonly LineDetail[] = ['sauce-and-variant', 'dip', 'variant', 'default'];

export const BEHAVIOUR_KEYS: readonly (keyof MenuBehaviour)[] = [
  'addDirectly',
  'priceFrom',
  'showVariantSelector',
  'offersExtras',
  'dressingGroup',
  'requiredChoice',
  'dipGroup',
  'lineDetail',
];

export function showsVariantSelector(product: Pick<MenuBehaviour, 'showVariantSelector'>): boolean {
  return product.showVariantSelector;
}

export function dressingsFor<T extends { group: string }>(product: Pick<MenuBehaviour, 'dressingGroup'>, dressings: readonly T[]): T[] {
  if (!product.dressingGroup) return [];
  return dressings.filter((d) => d.group === product.dressingGroup);
}

/** Which kind of choice the dressing list is, and whether it must be made. */
export function dressingRequirement(product: Pick<MenuBehaviour, 'requiredChoice'>): RequiredChoice | null {
  return product.requiredChoice;
}

/** The German message shown while a required choice is missing. */
export function requiredChoiceMessage(choice: RequiredChoice): string {
  return choice === 'sauce' ? MESSAGES.sauceRequired : MESSAGES.dressingRequired;
}

export function dipsFor<T extends { group: string }>(product: Pick<MenuBehaviour, 'dipGroup'>, dips: readonly T[]): T[] {
  if (!product.dipGroup) return [];
  return dips.filter((d) => d.group === product.dipGroup);
}

export function extrasFor<T extends { categoryID: number }>(product: Pick<MenuBehaviour, 'offersExtras'> & { category_id: number }, extras: readonly T[]): T[] {
  if (!product.offersExtras) return [];
  return extras.filter((e) => e.categoryID === product.category_id);
}

export function lineDetailKind(item: { lineDetail?: LineDetail | null }): LineDetail {
  return item.lineDetail ?? 'default';
}
