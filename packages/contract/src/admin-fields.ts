import { MAX_DELIVERY_FEE_CENTS, MAX_DEPOSIT_CENTS, fromCents } from '@pizzeria/domain';
import { z } from 'zod';
import { euroBetween, flag, freeText, oneOf, rowId, wholeBetween } from './fields';

/*
 * Building blocks of the back office's bodies. Every field may be left out (PATCH sends what
 * changed; POST's required fields are checked by the service), but a field that is sent must be
 * valid: `given` refuses null where null means nothing, `nullOr` lets null through where it means
 * "none" or "the category's default".
 */
const euroText = (cents: number) => fromCents(cents).toFixed(2).replace('.', ',');

export const ADMIN_MESSAGES = {
  name: 'Der Name muss 1 bis 60 Zeichen lang sein.',
  description: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
  price: 'Der Preis muss zwischen 0,01 € und 999,99 € liegen.',
  minOrder: 'Der Mindestbestellwert muss zwischen 0,00 € und 999,99 € liegen.',
  deposit: `Das Pfand je Stück muss zwischen 0,00 € und ${euroText(MAX_DEPOSIT_CENTS)} € liegen.`,
  deliveryFee: `Die Liefergebühr muss zwischen 0,00 € und ${euroText(MAX_DELIVERY_FEE_CENTS)} € liegen.`,
  id: 'Ungültige Zuordnung.',
  flag: 'Ungültiger Schalter (true oder false).',
  menuNumber: 'Die Nummer auf der Speisekarte muss leer oder eine ganze Zahl zwischen 1 und 9999 sein.',
  sortOrder: 'Die Reihenfolge muss eine ganze Zahl zwischen 0 und 9999 sein.',
  allergens: 'Allergene als Kennbuchstaben der LMIV (A–H, L–P, R), z. B. "ACG".',
  additives: 'Zusatzstoffe als Liste von Fußnotennummern (1–99).',
  group: 'Die Gruppe muss 1 bis 40 Zeichen lang sein (Buchstaben, Ziffern, Bindestrich).',
  groupOrNone: 'Die Gruppe darf höchstens 40 Zeichen lang sein (Buchstaben, Ziffern, Bindestrich).',
  priceFrom: 'Der Grundpreis kommt vom Produkt ("product") oder von der Variante ("variant").',
  requiredChoice: 'Pflichtauswahl: "dressing", "sauce" oder keine.',
  lineDetail: 'Anzeige im Warenkorb: "sauce-and-variant", "dip", "variant" oder "default".',
  soldOutUntil: 'Ausverkauft bis: "next-service-day" (bis morgen) oder null.',
  plz: 'Die Postleitzahl muss aus fünf Ziffern bestehen.',
} as const;
const M = ADMIN_MESSAGES;

/** May be left out; null is refused by the field's own rules. */
export const given = <S extends z.ZodType>(schema: S) => schema.optional();
/** May be left out or null (none, or the category's default). */
export const nullOr = <S extends z.ZodType>(schema: S) => schema.nullish();

/** Names shown on the menu, tickets and mails: 1 to 60 characters without bidi or zero-width characters. */
export const name = given(freeText(M.name).pipe(z.string().min(1, { error: M.name }).max(60, { error: M.name })));
export const euro = (min: number, message: string, max = 999.99) => given(euroBetween(min, max, message));
export const price = euro(0.01, M.price);
/** The deposit (Pfand) per unit of a product: 0 means none. */
export const deposit = euro(0, M.deposit, fromCents(MAX_DEPOSIT_CENTS));
/** The delivery fee of a zone: 0 means free delivery. */
export const deliveryFee = euro(0, M.deliveryFee, fromCents(MAX_DELIVERY_FEE_CENTS));
export const refId = given(rowId(M.id));
export const adminFlag = given(flag(M.flag));
export const nullableFlag = nullOr(flag(M.flag));
export const sortOrder = given(wholeBetween(0, 9999, M.sortOrder));
export const allergens = given(z.string({ error: M.allergens }).regex(/^(?!.*(.).*\1)[A-HLMNOPR]{0,14}$/, { error: M.allergens }));
export const additives = given(z.array(wholeBetween(1, 99, M.additives), { error: M.additives }).max(30, { error: M.additives }));
const GROUP = /^[A-Za-z0-9äöüÄÖÜß-]*$/;
export const group = given(z.string({ error: M.group }).min(1, { error: M.group }).max(40, { error: M.group }).regex(GROUP, { error: M.group }));
/** null = the category's default (products) or none (categories); '' = explicitly none. */
export const groupOrNone = nullOr(z.string({ error: M.groupOrNone }).max(40, { error: M.groupOrNone }).regex(GROUP, { error: M.groupOrNone }));

/** The sold-out switch every product, variant, extra, dressing and dip has. */
export const availabilityShape = {
  /** false = sold out (until switched back on). */
  available: adminFlag,
  /** "next-service-day": sold out "bis morgen", clears itself when the next service day begins (the owner's dayBoundary); null clears it. */
  soldOutUntil: nullOr(oneOf(['next-service-day'], M.soldOutUntil)),
};
export const availabilitySchema = z.object(availabilityShape);
export type AvailabilityBody = z.output<typeof availabilitySchema>;

/** Allergens and additives (LMIV) of a product, extra, dressing or dip, with its availability. */
export const labelledAvailabilityShape = { ...availabilityShape, allergens, additives };
