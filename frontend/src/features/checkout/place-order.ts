import { ORDER_MESSAGES, type OrderSubmission } from '@pizzeria/domain';
import { ApiError, api } from '../../lib/api-client';
import { isCartChangeList, type CartChange } from '../../shop/cart-changes';

interface ServerReply {
  success?: boolean;
  message?: string;
}
interface OrderReply extends ServerReply {
  orderId?: number;
  token?: string;
}

/** The headers that tie a call to this checkout: the attempt's Idempotency-Key and, from the shop's own checkout, its Checkout-Id. */
export function checkoutHeaders(idempotencyKey: string, checkoutId?: string): Record<string, string> {
  return checkoutId ? { 'Idempotency-Key': idempotencyKey, 'Checkout-Id': checkoutId } : { 'Idempotency-Key': idempotencyKey };
}

export type PlaceOrderResult = { ok: true; orderId: number; token: string } | { ok: false; message: string; changes?: CartChange[] };

/** A 409 naming the lines that changed since the cart was filled (a new price, sold out). */
function cartChanges(error: unknown): CartChange[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const changes = (error.body as { changes?: unknown } | null)?.changes;
  return isCartChangeList(changes) ? changes : undefined;
}

/** The alert text for a failed call: the server's German message when it sent one (docs/ordering.md#failures). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as ServerReply | null;
    return typeof body?.message === 'string' && body.message ? body.message : ORDER_MESSAGES.orderProblem;
  }
  return ORDER_MESSAGES.orderError;
}

/** Asks the server to check the cart (prices, voucher, delivery location) before the order is sent. */
export async function validateCart(submission: OrderSubmission): Promise<PlaceOrderResult | null> {
  const reply = await api.post<ServerReply>('/checkout/validate', {
    cartItems: submission.cartItems,
    totalPriceShoppingCart: submission.totalPriceShoppingCart,
    discountAmount: submission.discountAmount,
    discountCode: submission.discountCode,
    deliveryMethod: submission.deliveryMethod,
    postalCode: submission.postalCode,
    city: submission.city,
  });
  return reply?.success ? null : { ok: false, message: reply?.message || ORDER_MESSAGES.orderProblem };
}

/**
 * Stores the order; the key makes a repeated call return the same order, the checkout id makes a
 * checkout that already has its order (paid with PayPal) return that one.
 */
export async function postOrder(submission: OrderSubmission, idempotencyKey: string, checkoutId?: string): Promise<PlaceOrderResult> {
  const reply = await api.post<OrderReply>('/orders', submission, { headers: checkoutHeaders(idempotencyKey, checkoutId) });
  if (reply?.success && reply.orderId !== undefined && reply.token) {
    return { ok: true, orderId: reply.orderId, token: reply.token };
  }
  return { ok: false, message: reply?.message || ORDER_MESSAGES.orderProblem };
}

/** Cash checkout: validate, then store. Never throws; failures come back as the alert text. */
export async function placeCashOrder(submission: OrderSubmission, idempotencyKey: string, checkoutId?: string): Promise<PlaceOrderResult> {
  try {
    return (await validateCart(submission)) ?? (await postOrder(submission, idempotencyKey, checkoutId));
  } catch (error) {
    return { ok: false, message: failureMessage(error), changes: cartChanges(error) };
  }
}

export function successPath(orderId: number, token: string): string {
  return `/checkout-success?${new URLSearchParams({ orderId: String(orderId), token })}`;
}
