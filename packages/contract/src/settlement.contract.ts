import { isValidDateString } from '@pizzeria/domain';
import { z } from 'zod';
import { rowId } from './fields';

/** EUR with at most 2 decimals, 0 to 100.000 €. */
const euros = (label: string) =>
  z
    .number({ error: `${label}: bitte einen Betrag in Euro angeben.` })
    .min(0, { error: `${label}: darf nicht negativ sein.` })
    .max(100_000, { error: `${label}: höchstens 100.000 €.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label}: höchstens 2 Nachkommastellen.` });

/** POST /api/admin/settlements: closes one driver's cash of one service day. */
export const closeSettlementBodySchema = z.strictObject({
  driverId: rowId('Fahrer: bitte einen Fahrer wählen.'),
  date: z.string({ error: 'Datum: bitte im Format JJJJ-MM-TT angeben.' }).refine(isValidDateString, { error: 'Datum: bitte im Format JJJJ-MM-TT angeben.' }),
  float: euros('Wechselgeld'),
  counted: euros('Gezählt'),
});
export type CloseSettlementBody = z.output<typeof closeSettlementBodySchema>;
