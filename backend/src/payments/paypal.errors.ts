import type { PaypalErrorBody } from './paypal.types';

/** PayPal answered, but with an error status (declined card, validation, already captured, …). */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: PaypalErrorBody,
  ) {
    super(`PayPal ${status}: ${body.name ?? 'ERROR'} ${body.details?.[0]?.issue ?? ''} (debug_id ${body.debug_id ?? '-'})`);
    this.name = 'PaypalApiError';
  }

  get issue(): string | undefined {
    return this.body.details?.[0]?.issue;
  }
}

/** PayPal could not be reached, timed out, or refused our credentials. */
export class PaypalUnavailableError extends Error {
  constructor(reason: string) {
    super(`PayPal nicht erreichbar: ${reason}`);
    this.name = 'PaypalUnavailableError';
  }
}
