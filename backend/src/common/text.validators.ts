import { ValidateBy } from 'class-validator';
import { nameTextProblem, plainTextProblem } from '@pizzeria/domain';

/** Applies a domain text rule; its German message is the validation message. Non-strings are left to the type check. */
function textRule(name: string, problem: (value: string) => string | null): PropertyDecorator {
  return ValidateBy(
    { name, validator: { validate: (value: unknown) => typeof value !== 'string' || problem(value) === null } },
    { message: ({ value }) => problem(String(value)) ?? '' },
  );
}

/** A name, street or city: at least one letter, no control or format characters (domain nameTextProblem). */
export const NameText = (): PropertyDecorator => textRule('nameText', nameTextProblem);

/** Company, house number, e-mail: no control or format characters (domain plainTextProblem). */
export const PlainText = (): PropertyDecorator => textRule('plainText', plainTextProblem);
