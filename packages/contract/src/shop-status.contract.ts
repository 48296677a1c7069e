import { BUSY_EXTRA_CHOICES, BUSY_MESSAGES, BUSY_MESSAGE_MAX, DELIVERY_METHODS } from '@pizzeria/domain';
import { z } from 'zod';
import { oneOf, optional, trimmed } from './fields';

export const NO_SWITCH_GIVEN_MESSAGE = 'Bitte isShopLive oder preordersEnabled angeben (1 oder 0).';

/** 1/0 as the original API sent them; true/false (and "1"/"0") are accepted too. */
function toFlag(value: unknown): unknown {
  if (value === 1 || value === '1' || value === true || value === 'true') return true;
  if (value === 0 || value === '0' || value === false || value === 'false') return false;
  return value;
}
const switchOf = (message: string) => optional(z.preprocess(toFlag, z.boolean({ error: message })));

/**
 * Body of POST /api/shop-status: either switch alone or both. A screen sends only the switch
 * staff flipped, so it cannot undo another screen's change; neither is NO_SWITCH_GIVEN_MESSAGE.
 */
export const updateShopStatusSchema = z
  .object({
    isShopLive: switchOf('isShopLive muss 1 oder 0 sein.'),
    preordersEnabled: switchOf('preordersEnabled muss 1 oder 0 sein.'),
  })
  .refine((body) => body.isShopLive != null || body.preordersEnabled != null, { error: NO_SWITCH_GIVEN_MESSAGE, path: ['isShopLive'] });
export type UpdateShopStatusBody = z.output<typeof updateShopStatusSchema>;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const UNTIL_MESSAGE = 'Bitte eine Uhrzeit im Format HH:MM angeben.';
const until = optional(z.string({ error: UNTIL_MESSAGE }).regex(WALL_TIME, { error: UNTIL_MESSAGE }));

/** POST /api/admin/busy-mode/extra: +15/+30/+45 minutes until a wall time (HH:MM) or, without one, until closing; 0 ends it. */
export const busyExtraSchema = z.object({
  minutes: oneOf([0, ...BUSY_EXTRA_CHOICES], BUSY_MESSAGES.badExtra),
  until,
});
export type BusyExtraBody = z.output<typeof busyExtraSchema>;

/** POST /api/admin/busy-mode/pause: pause or resume delivery or pickup, until a wall time or closing, with a note to customers. */
export const busyPauseSchema = z.object({
  deliveryMethod: oneOf(DELIVERY_METHODS, BUSY_MESSAGES.badMethod),
  paused: z.boolean({ error: 'paused muss true oder false sein.' }),
  until,
  message: optional(trimmed(BUSY_MESSAGES.messageTooLong).max(BUSY_MESSAGE_MAX, { error: BUSY_MESSAGES.messageTooLong })),
});
export type BusyPauseBody = z.output<typeof busyPauseSchema>;
