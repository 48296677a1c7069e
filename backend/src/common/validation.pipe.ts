import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { PLATFORM_MESSAGES } from './messages';

/**
 * The one text class-validator writes itself whatever the options say: a nested value (or, with
 * `each`, an element of a list) that is no object. A DTO's own message for it is kept.
 */
const NESTED_SHAPE_TEXT = /^(each value in )?nested property .+ must be either object or array$/;

/** A constraint's message if a DTO chose it; class-validator's own English is never one. */
function ownMessage([constraint, message]: [string, string]): string | undefined {
  return message && !(constraint === 'nestedValidation' && NESTED_SHAPE_TEXT.test(message)) ? message : undefined;
}

/**
 * The first message a DTO chose, depth first in the order class-validator reports. Failures
 * without one are passed over, so a German message elsewhere in the body still wins over the
 * generic fallback.
 */
function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.entries(error.constraints ?? {}).map(ownMessage).find(Boolean) ?? firstMessage(error.children ?? []);
    if (own) return own;
  }
  return undefined;
}

/**
 * Global DTO validation: the first failed constraint's German message becomes the 400 message.
 * Built-in validators without a message get none (instead of class-validator's English default),
 * so no English text can reach a customer, whatever a future DTO forgets.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    dismissDefaultMessages: true,
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors) ?? PLATFORM_MESSAGES.badRequest),
  });
}
