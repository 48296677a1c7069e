import { CHOICE_LABEL_MAX, ILLUSTRATIONS, LINE_DETAILS, PRICE_FROM, REQUIRED_CHOICES, VAT_RATES } from '@pizzeria/domain';
import { z } from 'zod';
import {
  ADMIN_MESSAGES as M,
  adminFlag,
  availabilityShape,
  deliveryFee,
  deposit,
  euro,
  given,
  group,
  groupOrNone,
  labelledAvailabilityShape,
  name,
  nullOr,
  nullableFlag,
  price,
  refId,
  sortOrder,
} from './admin-fields';
import { freeText, oneOf, wholeBetween } from './fields';

/*
 * Bodies of the back office's menu calls (POST creates, PATCH changes only the fields sent).
 * Field names are those of docs/menu.md#catalog-rows; beyond them: `available`, `soldOutUntil`, `sortOrder`,
 * `allergens`/`additives` (products too), `group` (dressings, dips) and the behaviour attributes.
 * A row's own fields speak before its availability and food labels, as the API always did.
 */

export const productBodySchema = z.object({
  productsName: name,
  productsDescription: given(freeText(M.description).pipe(z.string().max(500, { error: M.description }))),
  normal_size_price: price,
  /** Pfand per unit in EUR, charged on top of the price (0 = none). */
  deposit,
  category_id: refId,
  sortOrder,
  /** The number on the printed menu (1–9999, unique on the menu); null: none. */
  menuNumber: nullOr(wholeBetween(1, 9999, M.menuNumber)),
  /** Behaviour overrides: null takes the category's default. */
  addDirectly: nullableFlag,
  priceFrom: nullOr(oneOf(PRICE_FROM, M.priceFrom)),
  showVariantSelector: nullableFlag,
  offersExtras: nullableFlag,
  /** '' = offers no dressings even if the category does. */
  dressingGroup: groupOrNone,
  /** 'none' = no required choice even if the category has one ("Sauce erforderlich" = 'sauce'). */
  requiredChoice: nullOr(oneOf([...REQUIRED_CHOICES, 'none'], M.requiredChoice)),
  dipGroup: groupOrNone,
  lineDetail: nullOr(oneOf(LINE_DETAILS, M.lineDetail)),
  ...labelledAvailabilityShape,
});
export type ProductBody = z.output<typeof productBodySchema>;

export const variantBodySchema = z.object({ product_id: refId, variant_name: name, price, sortOrder, ...availabilityShape });
export type VariantBody = z.output<typeof variantBodySchema>;

export const extraBodySchema = z.object({ categoryID: refId, extra_name: name, price, ...labelledAvailabilityShape });
export type ExtraBody = z.output<typeof extraBodySchema>;

/** `group`: the key products name in their `dressingGroup`. */
export const dressingBodySchema = z.object({ dressingName: name, group, ...labelledAvailabilityShape });
export type DressingBody = z.output<typeof dressingBodySchema>;

/** `dipID`: the dip's number on the menu (docs/menu.md#catalog-rows); a new dip gets the next free one when omitted. */
export const dipBodySchema = z.object({ dipName: name, dipID: refId, price, group, ...labelledAvailabilityShape });
export type DipBody = z.output<typeof dipBodySchema>;

export const LABEL_MESSAGES = {
  variantLabel: `Die Bezeichnung der Größenauswahl muss 1 bis ${CHOICE_LABEL_MAX} Zeichen lang sein.`,
  optionLabel: `Die Bezeichnung der freiwilligen Sauce muss 1 bis ${CHOICE_LABEL_MAX} Zeichen lang sein.`,
} as const;
/** A label the popup shows ("Größe", "Beilage"): not blank, short enough for a phone. */
const choiceLabel = (message: string) =>
  given(z.string({ error: message }).min(1, { error: message }).max(CHOICE_LABEL_MAX, { error: message }).regex(/\S/, { error: message }));

/** A category with the default behaviour of its products (null groups/requiredChoice = none). */
export const categoryBodySchema = z.object({
  categoriesName: name,
  /** VAT in whole percent: 7 for food delivered or picked up, 19 for drinks. */
  vatRate: given(oneOf(VAT_RATES, 'Bitte einen Steuersatz von 0, 7 oder 19 % wählen.')),
  sortOrder,
  addDirectly: adminFlag,
  priceFrom: given(oneOf(PRICE_FROM, M.priceFrom)),
  showVariantSelector: adminFlag,
  offersExtras: adminFlag,
  dressingGroup: groupOrNone,
  requiredChoice: nullOr(oneOf(REQUIRED_CHOICES, M.requiredChoice)),
  dipGroup: groupOrNone,
  lineDetail: given(oneOf(LINE_DETAILS, M.lineDetail)),
  /** Its lines count as "pizzas" against the kitchen's capacity per slot. */
  countsForKitchenCapacity: adminFlag,
  /** Its lines print on kitchen tickets (off for drinks the counter hands out). */
  onKitchenTickets: adminFlag,
  illustration: given(oneOf(ILLUSTRATIONS, 'Bitte ein Bild aus der Liste wählen.')),
  variantLabel: choiceLabel(LABEL_MESSAGES.variantLabel),
  optionLabel: choiceLabel(LABEL_MESSAGES.optionLabel),
});
export type CategoryBody = z.output<typeof categoryBodySchema>;

/** A delivery zone: postal code, name, minimum order and fee (EUR per delivery, 0 = free). */
export const locationBodySchema = z.object({
  loc_plz: given(z.string({ error: M.plz }).regex(/^\d{5}$/, { error: M.plz })),
  loc_name: name,
  min_bestellwert: euro(0, M.minOrder),
  deliveryFee,
});
export type LocationBody = z.output<typeof locationBodySchema>;
