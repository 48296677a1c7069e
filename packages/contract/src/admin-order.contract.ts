import { CANCEL_REASON_MAX_LENGTH, CANCEL_REASON_MESSAGES, CONFIRM_TIME_REQUIRED_MESSAGE, ORDER_STATUSES } from '@pizzeria/domain';
import { z } from 'zod';
import { idFromText, oneOf, optional } from './fields';

/** German texts of the order board's bodies. */
export const ADMIN_ORDER_BODY_MESSAGES = {
  badOrderId: 'Ungültige Bestellnummer.',
  badStatus: 'Ungültiger Bestellstatus.',
} as const;

/**
 * The order an admin call is about. The board sends the whole order record along
 * (docs/api.md#calls); only the id counts, the rest is dropped and read from the database.
 */
export const adminOrderRefSchema = z.object({ orderId: idFromText(ADMIN_ORDER_BODY_MESSAGES.badOrderId) });
export type AdminOrderRefBody = z.output<typeof adminOrderRefSchema>;

/** Needed only when confirming: the chosen minutes or the customer's own HH:MM. */
const deliveryTime = optional(z.string({ error: CONFIRM_TIME_REQUIRED_MESSAGE }).max(20, { error: CONFIRM_TIME_REQUIRED_MESSAGE }));

/** Body of PUT /api/admin/orders/status (cancel with a reason, complete, confirm); the status speaks before the id. */
export const updateOrderStatusSchema = z.object({
  status: oneOf(ORDER_STATUSES, ADMIN_ORDER_BODY_MESSAGES.badStatus),
  deliveryTime,
  /** Only with 'storniert': why the order is cancelled, shown to the customer. */
  reason: optional(z.string({ error: CANCEL_REASON_MESSAGES.notText }).max(CANCEL_REASON_MAX_LENGTH, { error: CANCEL_REASON_MESSAGES.tooLong })),
  ...adminOrderRefSchema.shape,
});
export type UpdateOrderStatusBody = z.output<typeof updateOrderStatusSchema>;

/** Body of POST /api/admin/orders/confirm. */
export const confirmOrderSchema = z.object({ deliveryTime, ...adminOrderRefSchema.shape });
export type ConfirmOrderBody = z.output<typeof confirmOrderSchema>;
