import { fromCents, toCents, totalAfterDiscountCents, type OrderSubmission } from '@pizzeria/domain';
import { ApiError, api } from '../../lib/api-client';
import { isCartChangeList, type CartChange } from '../../shop/cart-changes';
import { checkoutHeaders, postOrder } from './place-order';

/**
 * What the PayPal area tells the customer, in German like the rest of the shop (docs/payments.md#texts;
 * the original shop showed the provider's English texts; the issue tracker asked for German ones).
 */
export const PAYPAL_MESSAGES = {
  createFailed: 'Die PayPal-Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder bezahlen Sie bar.',
  captureFailed: 'Die PayPal-Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut oder bezahlen Sie bar.',
  paid: 'Zahlung erfolgreich. Ihre Bestellung wird geöffnet …',
  noConnection: 'Keine Verbindung zum Server.',
  paidButUnconfirmed: 'Ihre Zahlung ist eingegangen, die Bestellbestätigung konnte aber nicht geladen werden. Bitte rufen Sie uns kurz an.',
} as const;

/** The amount to pay: the cart sum after the voucher, as the checkout showed it. */
export function finalTotalOf(submission: OrderSubmission): number {
  return fromCents(totalAfterDiscountCents(toCents(submission.totalPriceShoppingCart), toCents(submission.discountAmount)));
}

interface PayPalErrorDetail {
  issue?: string;
  description?: string;
}
interface PayPalReply {
  id?: string;
  details?: PayPalErrorDetail[];
  debug_id?: string;
  message?: string;
  purchase_units?: { payments?: { captures?: { status?: string; id?: string }[] } }[];
  orderId?: number;
  token?: string;
}

/** A failure with the line the customer sees and the provider's detail shown beneath it. */
export class PayPalFlowError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'PayPalFlowError';
  }
}

/** The server refused the order because the menu changed under the cart: the lines and their new figures. */
export class CartChangedError extends Error {
  constructor(
    message: string,
    readonly changes: CartChange[],
  ) {
    super(message);
    this.name = 'CartChangedError';
  }
}

/** The checkout already has its order (paid cash, or with PayPal before): its success page, instead of a second payment. */
export class AlreadyOrderedError extends Error {
  constructor(
    message: string,
    readonly orderId: number,
    readonly token: string,
  ) {
    super(message);
    this.name = 'AlreadyOrderedError';
  }
}

/** A 409 naming the order the checkout already has (CheckoutBindingService on the server). */
function alreadyOrdered(error: unknown): AlreadyOrderedError | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { orderId?: unknown; token?: unknown; message?: unknown } | null;
  if (typeof body?.orderId !== 'number' || typeof body.token !== 'string') return null;
  return new AlreadyOrderedError(typeof body.message === 'string' ? body.message : '', body.orderId, body.token);
}

/** A 409 of POST /api/orders/paypal naming the changed lines, as the cash checkout gets it. */
function cartChangesOf(error: unknown): CartChangedError | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { changes?: unknown; message?: unknown } | null;
  if (!isCartChangeList(body?.changes)) return null;
  return new CartChangedError(typeof body?.message === 'string' ? body.message : 'Ihr Warenkorb hat sich geändert.', body.changes);
}

function replyOf(error: unknown): PayPalReply | null {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') return error.body as PayPalReply;
  return null;
}

/** The line under a failure: the server's German reason, and PayPal's reference for a call to the shop. */
function detailOf(reply: PayPalReply | null, fallback: string): string {
  const text = reply?.message || fallback;
  return reply?.debug_id ? `${text} (PayPal-Referenz ${reply.debug_id})`.trim() : text;
}

/**
 * createOrder of the buttons: the server stores the submission as awaiting payment and returns
 * PayPal's order id. The attempt's key goes along: only calls that present it again may capture
 * the payment and learn the order, so knowing PayPal's order id is not enough. A cart the menu
 * changed under fails with CartChangedError, so the checkout can show what changed.
 */
export async function createPayPalOrder(submission: OrderSubmission, idempotencyKey: string, checkoutId?: string): Promise<string> {
  let reply: PayPalReply | null;
  try {
    reply = await api.post<PayPalReply>(
      '/orders/paypal',
      { ...submission, paymentMethod: 'paypal', finalTotal: finalTotalOf(submission) },
      { headers: checkoutHeaders(idempotencyKey, checkoutId) },
    );
  } catch (error) {
    const known = cartChangesOf(error) ?? alreadyOrdered(error);
    if (known) throw known;
    reply = replyOf(error);
    if (!reply) throw new PayPalFlowError(PAYPAL_MESSAGES.createFailed, PAYPAL_MESSAGES.noConnection);
  }
  if (reply?.id) return reply.id;
  throw new PayPalFlowError(PAYPAL_MESSAGES.createFailed, detailOf(reply, 'Keine Bestellnummer von PayPal erhalten.'));
}

export type ApproveOutcome =
  | { kind: 'restarted' }
  | { kind: 'failed'; message: string; detail: string }
  | { kind: 'paid'; message: string; orderId: number; token: string }
  /** The checkout got its order another way meanwhile (cash): nothing was charged. */
  | { kind: 'ordered'; message: string; orderId: number; token: string };

/**
 * onApprove of the buttons: capture the payment (which turns the kept submission into a paid
 * order), then fetch that order's id and token through POST /api/orders, which returns the same
 * order for a captured PayPal payment instead of creating a second one. Both calls present the
 * key the order was created with.
 */
export async function approvePayPalOrder(
  paypalOrderId: string,
  submission: OrderSubmission,
  idempotencyKey: string,
  actions: { restart: () => unknown },
): Promise<ApproveOutcome> {
  let reply: PayPalReply | null;
  try {
    reply = await api.post<PayPalReply>(`/orders/${encodeURIComponent(paypalOrderId)}/capture`, {}, { headers: { 'Idempotency-Key': idempotencyKey } });
  } catch (error) {
    const ordered = alreadyOrdered(error);
    if (ordered) return { kind: 'ordered', message: ordered.message, orderId: ordered.orderId, token: ordered.token };
    reply = replyOf(error);
    if (!reply) return { kind: 'failed', message: PAYPAL_MESSAGES.captureFailed, detail: PAYPAL_MESSAGES.noConnection };
  }
  if (reply?.details?.[0]?.issue === 'INSTRUMENT_DECLINED') {
    await actions.restart();
    return { kind: 'restarted' };
  }
  const capture = reply?.purchase_units?.[0]?.payments?.captures?.[0];
  if (reply?.details?.length || !capture?.status || !capture.id) {
    return { kind: 'failed', message: PAYPAL_MESSAGES.captureFailed, detail: detailOf(reply, '') };
  }
  const message = PAYPAL_MESSAGES.paid;
  const stored = await postOrder({ ...submission, paymentMethod: 'paypal', paypalOrderId }, idempotencyKey).catch(() => null);
  if (stored?.ok) return { kind: 'paid', message, orderId: stored.orderId, token: stored.token };
  if (reply?.orderId !== undefined && reply.token) return { kind: 'paid', message, orderId: reply.orderId, token: reply.token };
  return {
    kind: 'failed',
    message: PAYPAL_MESSAGES.paidButUnconfirmed,
    detail: `PayPal-Zahlung ${capture.id}${stored && !stored.ok ? ` – ${stored.message}` : ''}`,
  };
}
