import { queryOptions } from '@tanstack/react-query';
import type { BusyModeState, DeliveryMethod } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import { staffKeys } from '../../staff/staff-keys';

interface BusyAnswer {
  busy: BusyModeState;
}

/** Busy mode as the server has it; the socket bridge writes each `busy-mode` event under the same key. */
export const busyModeQuery = queryOptions({
  queryKey: staffKeys.busyMode,
  queryFn: async () => (await api.get<BusyAnswer>('/admin/busy-mode', { auth: true })).busy,
});

/** `until` HH:MM, or null for closing; 0 minutes ends the extra time. */
export async function setBusyExtra(minutes: number, until: string | null): Promise<BusyModeState> {
  return (await api.post<BusyAnswer>('/admin/busy-mode/extra', { minutes, until }, { auth: true })).busy;
}

export async function setBusyPause(deliveryMethod: DeliveryMethod, paused: boolean, until: string | null, message: string): Promise<BusyModeState> {
  return (await api.post<BusyAnswer>('/admin/busy-mode/pause', { deliveryMethod, paused, until, message }, { auth: true })).busy;
}
