import type { BusyModeState, DeliveryMethod } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

interface BusyAnswer {
  busy: BusyModeState;
}

export async function fetchBusyMode(): Promise<BusyModeState> {
  return (await api.get<BusyAnswer>('/admin/busy-mode', { auth: true })).busy;
}

/** `until` HH:MM, or null for closing; 0 minutes ends the extra time. */
export async function setBusyExtra(minutes: number, until: string | null): Promise<BusyModeState> {
  return (await api.post<BusyAnswer>('/admin/busy-mode/extra', { minutes, until }, { auth: true })).busy;
}

export async function setBusyPause(deliveryMethod: DeliveryMethod, paused: boolean, until: string | null, message: string): Promise<BusyModeState> {
  return (await api.post<BusyAnswer>('/admin/busy-mode/pause', { deliveryMethod, paused, until, message }, { auth: true })).busy;
}
