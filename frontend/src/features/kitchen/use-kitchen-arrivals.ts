import { useEffect, useRef, useState } from 'react';
import { loadKnownTickets, storeKnownTickets, takeArrivals } from './kitchen-arrivals';

/** How long a newly confirmed order stays highlighted: the tablet hangs on the wall and is looked at now and then. */
export const NEW_TICKET_MS = 3 * 60_000;

/**
 * Newly confirmed orders on the kitchen screen: `announce` runs once per batch (the chime), and the
 * returned ids stay highlighted for NEW_TICKET_MS. Waits for the first complete list.
 */
export function useKitchenArrivals(ticketIds: readonly number[], loaded: boolean, announce: () => void): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const known = useRef<Set<number> | null | undefined>(undefined);
  const announceRef = useRef(announce);
  announceRef.current = announce;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (!loaded) return;
    if (known.current === undefined) known.current = loadKnownTickets();
    const { known: next, arrived } = takeArrivals(known.current, ticketIds);
    known.current = next;
    storeKnownTickets(next);
    if (arrived.length === 0) return;
    announceRef.current();
    setFresh((current) => new Set([...current, ...arrived]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => new Set([...current].filter((id) => !arrived.includes(id))));
    }, NEW_TICKET_MS);
    timers.current.add(timer);
  }, [ticketIds, loaded]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return fresh;
}
