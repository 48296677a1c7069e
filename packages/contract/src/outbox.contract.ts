import { z } from 'zod';
import { MAX_ID, idFromText, oneOf, optional } from './fields';

/** German texts of the outbox's body. */
export const OUTBOX_BODY_MESSAGES = {
  badId: 'Ungültige Nummer.',
  badKind: 'Ungültige Art (mail, print oder refund).',
} as const;

/** Body of POST /api/admin/outbox/retry: one job, an order's jobs, a kind, or (empty) everything waiting or failed. */
export const retryOutboxSchema = z.object({
  id: optional(idFromText(OUTBOX_BODY_MESSAGES.badId, Number.MAX_SAFE_INTEGER)),
  orderId: optional(idFromText(OUTBOX_BODY_MESSAGES.badId, MAX_ID)),
  kind: optional(oneOf(['mail', 'print', 'refund'], OUTBOX_BODY_MESSAGES.badKind)),
});
export type RetryOutboxBody = z.output<typeof retryOutboxSchema>;
