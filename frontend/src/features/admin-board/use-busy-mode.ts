import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BUSY_MODE_OFF, type BusyModeState } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { busyModeQuery } from './busy-mode-api';

/** Busy mode as the server has it: loaded, kept live through the socket bridge (`busy-mode`), reloaded after a reconnect. */
export function useBusyMode() {
  const client = useQueryClient();
  const { data: busy = BUSY_MODE_OFF } = useQuery(busyModeQuery);
  // The answer (or the server's German refusal) is shown at once.
  const { mutateAsync, error } = useMutation({
    mutationFn: (request: () => Promise<BusyModeState>) => request(),
    onSuccess: (state) => client.setQueryData(busyModeQuery.queryKey, state),
  });
  const change = useCallback(
    (request: () => Promise<BusyModeState>) =>
      mutateAsync(request).then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
  const message = error ? messageOf(error, 'Der Viel-los-Modus konnte nicht geändert werden.') : null;
  return { busy, error: message, change };
}
