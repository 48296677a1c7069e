import { useCallback, useEffect, useState } from 'react';
import { BUSY_MODE_OFF, SOCKET_EVENTS, type BusyModeState } from '@pizzeria/domain';
import { ApiError } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';
import { fetchBusyMode } from './busy-mode-api';

/** Busy mode as the server has it: loaded, kept live through the socket, reloaded after a reconnect. */
export function useBusyMode() {
  const { subscribe, onConnect } = useAdminSession();
  const [busy, setBusy] = useState<BusyModeState>(BUSY_MODE_OFF);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    fetchBusyMode().then(setBusy, (failure: unknown) => console.error('Viel-los-Modus konnte nicht geladen werden.', failure));
  }, []);

  useEffect(() => {
    reload();
    const offEvent = subscribe(SOCKET_EVENTS.busyMode, setBusy);
    const offConnect = onConnect(reload);
    return () => {
      offEvent();
      offConnect();
    };
  }, [reload, subscribe, onConnect]);

  /** Runs a change; the answer (or the server's German refusal) is shown at once. */
  const change = useCallback(async (request: () => Promise<BusyModeState>) => {
    try {
      setBusy(await request());
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Der Viel-los-Modus konnte nicht geändert werden.');
    }
  }, []);

  return { busy, error, change };
}
