import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with a German message; the error filter sends `Retry-After` (seconds) with it. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
