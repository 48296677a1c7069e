import { applyDecorators } from '@nestjs/common';
import { MAX_DELIVERY_FEE_CENTS, MAX_DEPOSIT_CENTS, fromCents } from '@pizzeria/domain';
import { Given, NullOr } from '../../common/optional-field.validators';
import { FreeText } from '../../common/text.transform';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';

/*
 * Building blocks of the back office's menu DTOs. Every field is optional (PATCH sends what
 * changed; POST's required fields are checked by the service), but a field that is sent must be
 * valid: `Given` rejects null where null means nothing, `NullOr` lets null through where it means
 * "none" or "the category's default".
 */
export const MESSAGES = {
  name: 'Der Name muss 1 bis 60 Zeichen lang sein.',
  description: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
  price: 'Der Preis muss zwischen 0,01 € und 999,99 € liegen.',
  minOrder: 'Der Mindestbestellwert muss zwischen 0,00 € und 999,99 € liegen.',
  deposit: `Das Pfand je Stück muss zwischen 0,00 € und ${fromCents(MAX_DEPOSIT_CENTS).toFixed(2).replace('.', ',')} € liegen.`,
  deliveryFee: `Die Liefergebühr muss zwischen 0,00 € und ${fromCents(MAX_DELIVERY_FEE_CENTS).toFixed(2).replace('.', ',')} € liegen.`,
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

const EURO = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 } as const;

export { Given, NullOr };

/** Names and descriptions shown on the menu, tickets and mails carry no bidi or zero-width characters (FreeText). */
export const Name = () => applyDecorators(FreeText(), Given(), MaxLength(60, { message: MESSAGES.name }), MinLength(1, { message: MESSAGES.name }), IsString({ message: MESSAGES.name }));
export const Euro = (min: number, message: string, max = 999.99) =>
  applyDecorators(Given(), Min(min, { message }), Max(max, { message }), IsNumber(EURO, { message }));
/** The deposit (Pfand) per unit of a product and the delivery fee of a zone: 0 means none. */
export const Deposit = () => Euro(0, MESSAGES.deposit, fromCents(MAX_DEPOSIT_CENTS));
export const DeliveryFee = () => Euro(0, MESSAGES.deliveryFee, fromCents(MAX_DELIVERY_FEE_CENTS));
export const RefId = () => applyDecorators(Given(), Min(1, { message: MESSAGES.id }), Max(2_147_483_647, { message: MESSAGES.id }), IsInt({ message: MESSAGES.id }));
export const Flag = () => applyDecorators(Given(), IsBoolean({ message: MESSAGES.flag }));
export const NullableFlag = () => applyDecorators(NullOr(), IsBoolean({ message: MESSAGES.flag }));
export const MenuNumber = () =>
  applyDecorators(NullOr(), Min(1, { message: MESSAGES.menuNumber }), Max(9999, { message: MESSAGES.menuNumber }), IsInt({ message: MESSAGES.menuNumber }));
export const SortOrder = () => applyDecorators(Given(), Min(0, { message: MESSAGES.sortOrder }), Max(9999, { message: MESSAGES.sortOrder }), IsInt({ message: MESSAGES.sortOrder }));
export const Allergens = () => applyDecorators(Given(), Matches(/^(?!.*(.).*\1)[A-HLMNOPR]{0,14}$/, { message: MESSAGES.allergens }), IsString({ message: MESSAGES.allergens }));
export const Additives = () =>
  applyDecorators(
    Given(),
    Min(1, { each: true, message: MESSAGES.additives }),
    Max(99, { each: true, message: MESSAGES.additives }),
    IsInt({ each: true, message: MESSAGES.additives }),
    ArrayMaxSize(30, { message: MESSAGES.additives }),
    IsArray({ message: MESSAGES.additives }),
  );
const GROUP = /^[A-Za-z0-9äöüÄÖÜß-]*$/;
export const Group = () => applyDecorators(Given(), Matches(GROUP, { message: MESSAGES.group }), MaxLength(40, { message: MESSAGES.group }), MinLength(1, { message: MESSAGES.group }), IsString({ message: MESSAGES.group }));
/** null = the category's default (products) or none (categories); '' = explicitly none. */
export const GroupOrNone = () => applyDecorators(NullOr(), Matches(GROUP, { message: MESSAGES.groupOrNone }), MaxLength(40, { message: MESSAGES.groupOrNone }), IsString({ message: MESSAGES.groupOrNone }));
export const SoldOutUntil = () => applyDecorators(NullOr(), IsIn(['next-service-day'], { message: MESSAGES.soldOutUntil }));

/** The sold-out switch every product, variant, extra, dressing and dip has. */
export class AvailabilityDto {
  /** false = sold out (until switched back on). */
  @Flag()
  available?: boolean;

  /** "next-service-day": sold out "bis morgen", clears itself at 04:00 of the next service day; null clears it. */
  @SoldOutUntil()
  soldOutUntil?: 'next-service-day' | null;
}

/** Allergens and additives (LMIV) of a product, extra, dressing or dip. */
export class LabelledAvailabilityDto extends AvailabilityDto {
  @Allergens()
  allergens?: string;

  @Additives()
  additives?: number[];
}
