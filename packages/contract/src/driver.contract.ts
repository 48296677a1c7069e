import { z } from 'zod';

/** PUT /api/admin/orders/{orderId}/driver: a driver's login id, or null to take the delivery off them. */
export const assignDriverBodySchema = z.strictObject({
  driverId: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: 'Fahrer: bitte einen Fahrer wählen oder null angeben.' }),
});
export type AssignDriverBody = z.output<typeof assignDriverBodySchema>;
