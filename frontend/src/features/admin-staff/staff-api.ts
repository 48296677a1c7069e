import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

export interface StaffUser {
  id: number;
  username: string;
  role: StaffRole;
  active: boolean;
  /** ISO instant of the last sign-in or use; null: never used. */
  lastUsedAt: string | null;
}

export const usersQuery = queryOptions({
  queryKey: ['staff', 'users'],
  queryFn: async () => (await api.get<{ users: StaffUser[] }>('/admin/users', { auth: true })).users,
});

/** A login's role or active flag. */
export function updateUser({ user, patch }: { user: StaffUser; patch: Partial<StaffUser> }): Promise<unknown> {
  return api.patch(`/admin/users/${user.id}`, patch, { auth: true });
}
