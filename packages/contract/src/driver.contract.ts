import { z } from 'zod';
import { rowId } from './fields';

const DRIVER = 'Fahrer: bitte einen Fahrer wählen oder null angeben.';

/** PUT /api/admin/orders/{orderId}/driver: a driver's login id, or null to take the delivery off them. */
export const assignDriverBodySchema = z.strictObject({
  // rowId's every check carries the text: a number the union takes as such reports its own check, not the union's.
  driverId: z.union([rowId(DRIVER), z.null()], { error: DRIVER }),
});
export type AssignDriverBody = z.output<typeof assignDriverBodySchema>;
