import { Transform } from 'class-transformer';
import { POSTAL_CODE_MAX, withoutFormatCharacters } from '@pizzeria/domain';

/**
 * Cuts surrounding blanks before validation, so that a required field made only of spaces
 * counts as empty and is refused with its own message. Non-strings pass unchanged to the type check.
 */
export const Trim = (): PropertyDecorator => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * Postal codes are the spec's 5-digit text. The form field is numeric, so a whole number from
 * 0 to 99999 is accepted too and written with its leading zeros (1067 → '01067'); every other
 * value goes on to the format check as it is.
 */
export const PostalCodeText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= POSTAL_CODE_MAX) return String(value).padStart(5, '0');
    return typeof value === 'string' ? value.trim() : value;
  });

/**
 * Free text without bidi overrides, zero-width and other format characters (domain
 * withoutFormatCharacters), then trimmed: they arrive unseen with pasted text, so they are taken
 * out instead of refusing the text. Control characters never get this far (refuseControlCharacters).
 */
export const FreeText = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? withoutFormatCharacters(value).trim() : value));
