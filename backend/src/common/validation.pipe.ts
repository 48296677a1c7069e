import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { PLATFORM_MESSAGES } from './messages';

/**
 * class-validator's own checks (a body that is no object at all, a nested value of the wrong
 * shape) come with English default texts; a DTO's own message for them is kept.
 */
const ENGLISH_DEFAULTS = /^(an unknown value was passed to the validate function|property .+ should not exist|nested property .+ must be either object or array)$/;

function firstConstraint(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const own = Object.values(error.constraints ?? {})[0];
    if (own) return ENGLISH_DEFAULTS.test(own) ? PLATFORM_MESSAGES.badRequest : own;
    const nested = firstConstraint(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** Global DTO validation: the first failed constraint's (German) message becomes the 400 message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    exceptionFactory: (errors) => new BadRequestException(firstConstraint(errors) ?? PLATFORM_MESSAGES.badRequest),
  });
}
