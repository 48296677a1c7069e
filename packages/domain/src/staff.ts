/** Staff roles (JWT claim `role`): the owner may do everything, counter staff run orders, the kitchen cooks, drivers deliver. */
export const STAFF_ROLES = ['owner', 'counter', 'kitchen', 'driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
