import type { CartItem } from './cart';
import { MESSAGES, STANDARD_VARIANT_NAME, type LineDetail, type MenuBehaviour, type PriceFrom, type RequiredChoice } from './catalog-rules';

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

/**
 * The choices of a line as short German labels, for the cart, the customer's receipt, the admin
 * popup, the printed receipt and the kitchen. The product's `lineDetail` decides what leads
 * (in the demo menu: the sauce of 38/39, the dip of 40/41/47, the size of 59); every other paid choice still follows,
 * so the kitchen never misses an extra.
 */
export function lineDetails(item: Pick<CartItem, 'variantName' | 'extras' | 'dip' | 'dressing' | 'lineDetail' | 'requiredChoice'>): string[] {
  const kind = lineDetailKind(item);
  const variant = item.variantName && item.variantName !== STANDARD_VARIANT_NAME ? item.variantName : '';
  const extras = item.extras?.length ? `Extras: ${item.extras.map((e) => e.extra_name).join(', ')}` : '';
  const dips = item.dip?.length ? `Dip: ${item.dip.map((d) => d.dipName).join(', ')}` : '';
  const dressingLabel = item.requiredChoice === 'sauce' ? 'Sauce: ' : item.requiredChoice === 'dressing' ? 'Dressing: ' : '';
  const dressing = item.dressing ? `${dressingLabel}${item.dressing}` : '';
  const order = {
    'sauce-and-variant': [dressing, variant, extras, dips],
    dip: [dips, variant, extras, dressing],
    variant: [variant, dressing, extras, dips],
    default: [variant, dressing, extras, dips],
  }[kind];
  return order.filter(Boolean);
}
