import { z } from 'zod';
import { given, nullOr } from './admin-fields';
import { euroBetween, euroNumber, flag, oneOf, wholeBetween } from './fields';

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
const M = VOUCHER_ADMIN_MESSAGES;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const day = nullOr(z.string({ error: M.date }).regex(DAY, { error: M.date }));

/**
 * A voucher as the back office edits it (POST creates, PATCH changes the fields sent). `value` is
 * percent (1–100) for kind "percent" and EUR for "fixed" (checked with the kind by the service);
 * `validFrom`/`validUntil` are whole shop days (`YYYY-MM-DD`, null = open); a null `usageLimit`
 * is unlimited.
 */
export const voucherBodySchema = z.object({
  code: given(z.string({ error: M.code }).regex(/^[A-Za-z0-9-]{1,10}$/, { error: M.code })),
  kind: given(oneOf(['percent', 'fixed'], M.kind)),
  value: given(euroNumber(M.value)),
  minOrderValue: given(euroBetween(0, 999.99, M.minOrder)),
  validFrom: day,
  validUntil: day,
  usageLimit: nullOr(wholeBetween(0, 1_000_000, M.usageLimit)),
  active: given(flag(M.active)),
});
export type VoucherBody = z.output<typeof voucherBodySchema>;

/** A voucher as the back office lists it (the answer of every voucher call): its id and how often it was redeemed besides. */
export const adminVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1–100) or EUR. */
  value: z.number(),
  minOrderValue: z.number(),
  /** YYYY-MM-DD, both inclusive; null = open-ended. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().nullable(),
  usedCount: z.number(),
  active: z.boolean(),
});
export type AdminVoucher = z.output<typeof adminVoucherSchema>;
