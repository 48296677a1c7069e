import { isValidDateString } from '@pizzeria/domain';
import { z } from 'zod';

/** `YYYY-MM-DD`, a real calendar day. */
const day = (label: string) =>
  z.string({ error: `${label}: bitte im Format JJJJ-MM-TT angeben.` }).refine(isValidDateString, { error: `${label}: bitte im Format JJJJ-MM-TT angeben.` });

/** POST /api/admin/day-close: the service day and the cash counted in the drawer (EUR, 2 decimals). */
export const dayCloseBodySchema = z.strictObject({
  date: day('Datum'),
  countedCash: z
    .number({ error: 'Gezähltes Bargeld: bitte einen Betrag in Euro angeben.' })
    .min(0, { error: 'Gezähltes Bargeld: darf nicht negativ sein.' })
    .max(1_000_000, { error: 'Gezähltes Bargeld: höchstens 1.000.000 €.' })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Gezähltes Bargeld: höchstens 2 Nachkommastellen.' }),
});
export type DayCloseBody = z.output<typeof dayCloseBodySchema>;

/** POST /api/admin/day-report/print: the open service day whose X report goes to the receipt printer. */
export const dayReportPrintBodySchema = z.strictObject({ date: day('Datum') });
export type DayReportPrintBody = z.output<typeof dayReportPrintBodySchema>;

/** The settings section `serviceDay`: the hour the service day changes. */
export const serviceDaySettingsSchema = z.strictObject({
  dayBoundary: z
    .string({ error: 'Tageswechsel: bitte eine Uhrzeit HH:MM angeben.' })
    .regex(/^(0\d|1\d|2[0-3]):[0-5]\d$/, { error: 'Tageswechsel: bitte eine Uhrzeit HH:MM angeben.' })
    .refine((t) => t <= '12:00', { error: 'Tageswechsel: spätestens 12:00.' }),
});

const account = (label: string) => z.string({ error: `${label}: bitte eine Kontonummer angeben.` }).regex(/^\d{1,9}$/, { error: `${label}: nur Ziffern, höchstens 9.` });

/** The settings section `accountant` (Einstellungen → Steuerberater); empty numbers until the adviser tells them. */
export const accountantSettingsSchema = z
  .strictObject({
    adviserNumber: z
      .string({ error: 'Beraternummer: bitte angeben.' })
      .regex(/^(\d{4,7})?$/, { error: 'Beraternummer: 4 bis 7 Ziffern.' })
      .refine((n) => n === '' || Number(n) >= 1001, { error: 'Beraternummer: mindestens 1001.' }),
    clientNumber: z
      .string({ error: 'Mandantennummer: bitte angeben.' })
      .regex(/^(\d{1,5})?$/, { error: 'Mandantennummer: 1 bis 5 Ziffern.' })
      .refine((n) => n === '' || Number(n) >= 1, { error: 'Mandantennummer: mindestens 1.' }),
    fiscalYearStart: z
      .string({ error: 'Beginn des Wirtschaftsjahres: bitte MM-TT angeben.' })
      .refine((v) => /^\d{2}-\d{2}$/.test(v) && isValidDateString(`2001-${v}`), { error: 'Beginn des Wirtschaftsjahres: bitte MM-TT angeben, z. B. 01-01.' }),
    accountLength: z
      .number({ error: 'Sachkontenlänge: bitte 4 bis 8 angeben.' })
      .int({ error: 'Sachkontenlänge: bitte 4 bis 8 angeben.' })
      .min(4, { error: 'Sachkontenlänge: bitte 4 bis 8 angeben.' })
      .max(8, { error: 'Sachkontenlänge: bitte 4 bis 8 angeben.' }),
    accounts: z.strictObject({
      cash: account('Konto Kasse'),
      card: account('Konto Kartenzahlung'),
      paypal: account('Konto PayPal'),
      revenue0: account('Erlöskonto 0 %'),
      revenue7: account('Erlöskonto 7 %'),
      revenue19: account('Erlöskonto 19 %'),
    }),
  })
  .superRefine((value, ctx) => {
    // DATEV tells Sachkonten from Personenkonten by their length: no account may be longer than the Sachkontenlänge.
    for (const [key, number] of Object.entries(value.accounts)) {
      if (number.length > value.accountLength) {
        ctx.addIssue({ code: 'custom', path: ['accounts', key], message: `Konto ${number}: länger als die Sachkontenlänge ${value.accountLength}.` });
        return;
      }
    }
  });

/** GET /api/admin/exports/datev's query: the closed days from … until (both included). */
export const datevExportQuerySchema = z.object({ from: day('Von'), until: day('Bis') });
