import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AdminSettings } from './settings-model';

/** GET /api/admin/settings: every section at once. */
export const settingsQuery = queryOptions({
  queryKey: ['staff', 'settings'],
  queryFn: () => api.get<AdminSettings>('/admin/settings', { auth: true }),
});

/** PATCH /api/admin/settings with one section; answers all settings as stored, and a confirmation. */
export function saveSettings(patch: Partial<AdminSettings>): Promise<AdminSettings & { message: string }> {
  return api.patch<AdminSettings & { message: string }>('/admin/settings', patch, { auth: true });
}
