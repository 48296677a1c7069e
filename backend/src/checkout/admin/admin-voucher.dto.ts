import { IsBoolean, IsIn, IsInt, IsNumber, IsString, Matches, Max, Min } from 'class-validator';
import { Given, NullOr } from '../../common/optional-field.validators';

export const VOUCHER_ADMIN_MESSAGES = {
  code: 'Der Gutscheincode muss 1 bis 10 Zeichen lang sein (Buchstaben, Ziffern, Bindestrich).',
  kind: 'Art des Gutscheins: "percent" (Prozent) oder "fixed" (fester Betrag).',
  value: 'Der Wert muss eine Zahl sein.',
  percent: 'Ein Prozent-Gutschein gibt 1 bis 100 % (ganze Zahl).',
  fixed: 'Ein fester Betrag muss zwischen 0,01 € und 999,99 € liegen.',
  minOrder: 'Der Mindestbestellwert muss zwischen 0,00 € und 999,99 € liegen.',
  date: 'Gültigkeit als Datum JJJJ-MM-TT.',
  range: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
  usageLimit: 'Die Höchstzahl der Einlösungen muss eine ganze Zahl ab 0 sein (oder leer für unbegrenzt).',
  active: 'Ungültiger Schalter (true oder false).',
  duplicate: 'Diesen Gutscheincode gibt es schon.',
  missing: 'Bitte Code, Art und Wert angeben.',
  notFound: 'Gutschein nicht gefunden.',
} as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * A voucher as the back office edits it. `value` is percent (1–100) for kind "percent" and EUR
 * for "fixed"; `validFrom`/`validUntil` are whole shop days (`YYYY-MM-DD`, null = open); a null
 * `usageLimit` is unlimited. Answers add `id` and `usedCount` (how often it was redeemed).
 */
export class VoucherBodyDto {
  @Given()
  @Matches(/^[A-Za-z0-9-]{1,10}$/, { message: VOUCHER_ADMIN_MESSAGES.code })
  @IsString({ message: VOUCHER_ADMIN_MESSAGES.code })
  code?: string;

  @Given()
  @IsIn(['percent', 'fixed'], { message: VOUCHER_ADMIN_MESSAGES.kind })
  kind?: 'percent' | 'fixed';

  @Given()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: VOUCHER_ADMIN_MESSAGES.value })
  value?: number;

  @Given()
  @Min(0, { message: VOUCHER_ADMIN_MESSAGES.minOrder })
  @Max(999.99, { message: VOUCHER_ADMIN_MESSAGES.minOrder })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: VOUCHER_ADMIN_MESSAGES.minOrder })
  minOrderValue?: number;

  @NullOr()
  @Matches(DAY, { message: VOUCHER_ADMIN_MESSAGES.date })
  @IsString({ message: VOUCHER_ADMIN_MESSAGES.date })
  validFrom?: string | null;

  @NullOr()
  @Matches(DAY, { message: VOUCHER_ADMIN_MESSAGES.date })
  @IsString({ message: VOUCHER_ADMIN_MESSAGES.date })
  validUntil?: string | null;

  @NullOr()
  @Min(0, { message: VOUCHER_ADMIN_MESSAGES.usageLimit })
  @Max(1_000_000, { message: VOUCHER_ADMIN_MESSAGES.usageLimit })
  @IsInt({ message: VOUCHER_ADMIN_MESSAGES.usageLimit })
  usageLimit?: number | null;

  @Given()
  @IsBoolean({ message: VOUCHER_ADMIN_MESSAGES.active })
  active?: boolean;
}
