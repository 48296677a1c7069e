import { POSTAL_CODE_MAX, nameTextProblem, plainTextProblem, withoutFormatCharacters } from '@pizzeria/domain';
import { z } from 'zod';

/*
 * Building blocks of the contracts. Each rule carries its own German message; a field's rules are
 * listed in the order they speak: the type check first, then length and format, so a body refused
 * for several reasons names the first of them (as the API always did).
 */

/** Upper bound of PostgreSQL `integer`, the type of every catalog and order id. */
export const MAX_ID = 2_147_483_647;
/** Largest EUR amount a single request may carry; far above any real pizza order. */
export const MAX_EUR = 100_000;

/** An amount in EUR with at most two decimals (as JSON carries money). */
export function hasCents(value: number): boolean {
  const decimals = String(value).split('.')[1];
  return decimals === undefined || decimals.length <= 2;
}

/** A number (never NaN or infinite) with at most two decimals, all refusals with one message. */
export const euroNumber = (message: string) => z.number({ error: message }).refine(hasCents, { error: message });

/** A number from `min` to `max` EUR with cents at most, one message for every refusal. */
export const euroBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).refine(hasCents, { error: message }).min(min, { error: message }).max(max, { error: message });

/** A whole number from `min` to `max`, one message for every refusal. */
export const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** A row id (1 … MAX_ID). */
export const rowId = (message: string) => wholeBetween(1, MAX_ID, message);

/** An id that may also arrive as its decimal text (forms and older screens send "12"). */
export const idFromText = (message: string, max = MAX_ID) => z.preprocess((value) => (typeof value === 'string' ? Number(value) : value), wholeBetween(1, max, message));

/** One of the given values. */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, message: string) =>
  z.custom<T[number]>((value) => (values as readonly unknown[]).includes(value), { error: message });

/** A switch: true or false. */
export const flag = (message: string) => z.boolean({ error: message });

/** A text, blanks around it cut before its other rules, so blanks alone count as empty. */
export const trimmed = (message: string) => z.string({ error: message }).trim();

/**
 * Free text (notes to the kitchen or driver, names on the menu): without bidi overrides,
 * zero-width and other format characters (domain withoutFormatCharacters), then trimmed. They
 * arrive unseen with pasted text, so they are taken out instead of refusing the text.
 */
export const freeText = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? withoutFormatCharacters(value).trim() : value), z.string({ error: message }));

/** A name, street or city: at least one letter, no control or format characters (domain nameTextProblem). */
export const nameRule = (value: string, ctx: z.core.$RefinementCtx<string>) => addProblem(ctx, value, nameTextProblem(value));

/** Company, house number, e-mail: no control or format characters (domain plainTextProblem). */
export const plainRule = (value: string, ctx: z.core.$RefinementCtx<string>) => addProblem(ctx, value, plainTextProblem(value));

function addProblem(ctx: z.core.$RefinementCtx<string>, value: string, problem: string | null): void {
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
}

/**
 * Postal codes are the spec's 5-digit text. The form field is numeric, so a whole number from
 * 0 to 99999 is accepted too and written with its leading zeros (1067 → '01067'); every other
 * value goes on to the format check as it is.
 */
export function postalCodeText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= POSTAL_CODE_MAX) return String(value).padStart(5, '0');
  return typeof value === 'string' ? value.trim() : value;
}

/** Not sent, or null: the field is left out of the check and counts as not sent (undefined). */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === null ? undefined : value), schema.optional());

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Fields that a body needs only in some cases (the address for delivery). Where they are needed,
 * a missing one becomes null, so its own type check refuses it with its message; where not, a
 * blank one (or with `always`, any) is left out and not checked. Their schemas are `.optional()`.
 */
export function fieldsNeededWhen(needed: (body: Record<string, unknown>) => boolean, fields: readonly string[], always = false) {
  return (body: unknown): unknown => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const record = body as Record<string, unknown>;
    const isNeeded = needed(record);
    const copy = { ...record };
    for (const field of fields) {
      if (isNeeded && copy[field] === undefined) copy[field] = null;
      else if (!isNeeded && (always || isBlank(copy[field]))) delete copy[field];
    }
    return copy;
  };
}
