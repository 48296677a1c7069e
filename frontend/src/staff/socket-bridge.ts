import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, type AdminServerEvents, type OrderRecord } from '@pizzeria/domain';
import { useAdminSession } from './admin-session';
import { forgetBoardCursor, nextTick, updateBoard } from './board-query';
import { applyEvent } from './order-board-state';
import { staffKeys } from './staff-keys';

/** Runs `load` again after it finished when asked meanwhile: during a burst of events one request is under way and one more follows. */
function coalesced(load: () => Promise<unknown>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await load();
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}

/** What each pushed event of the /admin namespace writes into the cache. */
function cacheWriters(client: QueryClient): { [E in keyof AdminServerEvents]: AdminServerEvents[E] } {
  const reloadOrderFigures = coalesced(() => client.invalidateQueries({ queryKey: staffKeys.orderFigures }));
  const onOrder = (order: OrderRecord) => {
    const seenAt = nextTick();
    updateBoard(client, (state) => applyEvent(state, order, seenAt));
    reloadOrderFigures();
  };
  return {
    [SOCKET_EVENTS.orderCreated]: onOrder,
    [SOCKET_EVENTS.orderUpdated]: onOrder,
    [SOCKET_EVENTS.shopStatus]: (status) => client.setQueryData(staffKeys.shopStatus, status),
    [SOCKET_EVENTS.outboxStatus]: (counts) => client.setQueryData(staffKeys.outbox, counts),
    [SOCKET_EVENTS.printerStatus]: (printer) => client.setQueryData(staffKeys.printer, printer),
    [SOCKET_EVENTS.busyMode]: (busy) => client.setQueryData(staffKeys.busyMode, busy),
  };
}

/**
 * The one bridge from the live connection to the staff screens' query cache: every pushed event is
 * written where the screens read it, and each (re)connect refetches all staff data, the whole board
 * included (not only what changed since), so nothing pushed while the connection was down is missed.
 */
export function useSocketBridge(): void {
  const client = useQueryClient();
  const { subscribe, onConnect } = useAdminSession();
  useEffect(() => {
    const writers = cacheWriters(client);
    const events = Object.keys(writers) as (keyof AdminServerEvents)[];
    const unsubscribe = events.map((event) => subscribe(event, writers[event] as never));
    unsubscribe.push(
      onConnect(() => {
        forgetBoardCursor(client);
        // The cache holds staff data only (its own QueryClient), so everything in it may be out of date.
        void client.invalidateQueries();
      }),
    );
    return () => unsubscribe.forEach((off) => off());
  }, [client, subscribe, onConnect]);
}
