import { useCallback, useEffect, useState } from 'react';

export type AdminData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/** Loads a back-office screen's rows and reloads them after each saved change (the server is the truth). */
export function useAdminData<T>(load: () => Promise<T>): { state: AdminData<T>; reload: () => void } {
  const [state, setState] = useState<AdminData<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    load()
      .then((data) => active && setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        console.error('Daten konnten nicht geladen werden.', error);
        if (active) setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      });
    return () => {
      active = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
