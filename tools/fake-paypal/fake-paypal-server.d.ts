/** An order amount (EUR) whose capture is always declined with INSTRUMENT_DECLINED. */
export const DECLINED_AMOUNT: '66.60';

export interface FakePaypal {
  port: number;
  /** Base URL for PAYPAL_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  clientId: string;
  clientSecret: string;
  /** Orders by PayPal id, as stored by the fake (status CREATED or COMPLETED, purchase_units, payer). */
  orders: Map<string, any>;
  /** Every request received, in order. */
  requests: { method: string; path: string }[];
  /** How many access tokens /v1/oauth2/token has handed out. */
  readonly tokensIssued: number;
  /** The buyer approves the order in PayPal's window: GET then reports APPROVED instead of CREATED. */
  approve(id: string): void;
  /** The next capture (of any order) fails once with 422 INSTRUMENT_DECLINED. */
  declineNextCapture(): void;
  /** The next capture is made (the order is COMPLETED) but its answer is lost: the connection drops unanswered. */
  loseNextCaptureAnswer(): void;
  /** The next /v1 or /v2 request fails with this HTTP status (default 503). */
  failNextRequest(status?: number): void;
  /** Every refund made (id, status, amount, capture_id). */
  refunds: { id: string; status: string; amount: { currency_code: string; value: string }; capture_id: string }[];
  /**
   * The next `count` refund calls answer `status` (default 503); with `processed` the refund is
   * made first and only the answer fails (as when PayPal's reply is lost).
   */
  failNextRefunds(count?: number, options?: { status?: number; processed?: boolean }): void;
  close(): Promise<void>;
}

export function startFakePaypal(options?: { port?: number; host?: string; clientId?: string; clientSecret?: string }): Promise<FakePaypal>;
