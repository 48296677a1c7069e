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

/** A login's role, active flag or (set by the owner) password. */
export function updateUser({ user, patch }: { user: StaffUser; patch: Partial<StaffUser> & { password?: string } }): Promise<unknown> {
  return api.patch(`/admin/users/${user.id}`, patch, { auth: true });
}

/** A new login. */
export function createUser(login: { username: string; password: string; role: StaffRole }): Promise<unknown> {
  return api.post('/admin/users', login, { auth: true });
}
