import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@pizzeria/domain';
import { connectDriverSocket } from '../../lib/socket';
import { useAdminSession } from '../../staff/admin-session';
import { DRIVER_POLL_MS, driverKeys } from '../../staff/drivers-api';

/** After the server closed the connection (a restart, the database briefly away), try again this soon. */
const RECONNECT_MS = 5000;

/**
 * Keeps the driver's list live: the server tells this phone's socket when one of its deliveries
 * was assigned, taken away or changed, or the counter settled its day, and the list and the day's
 * figures are read again then, and after every
 * (re)connect, since a push sent while the phone was offline is lost. The list's slow poll
 * (DRIVER_POLL_MS) stays as the fallback; a session that ended shows there as a 401 and signs out.
 */
export function useLiveDeliveries(): void {
  const queryClient = useQueryClient();
  const { token } = useAdminSession();
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const signedIn = token !== null;

  useEffect(() => {
    if (!signedIn) return;
    const socket = connectDriverSocket(() => tokenRef.current);
    // The day's figures too: the counter may hand a delivery over for the driver.
    const refetch = () => void queryClient.invalidateQueries({ queryKey: driverKeys.me });
    let retry: ReturnType<typeof setTimeout> | undefined;
    const retryLater = (ms: number) => {
      clearTimeout(retry);
      retry = setTimeout(() => socket.connect(), ms);
    };
    // Also the first time: a change between the list's first load and the socket's connect was sent to nobody.
    socket.on('connect', refetch);
    socket.on(SOCKET_EVENTS.deliveriesChanged, refetch);
    socket.on(SOCKET_EVENTS.settlementClosed, refetch);
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') retryLater(RECONNECT_MS);
    });
    // A refused handshake is not retried by socket.io: again at the poll's pace.
    socket.on('connect_error', () => {
      if (!socket.active) retryLater(DRIVER_POLL_MS);
    });
    return () => {
      clearTimeout(retry);
      socket.disconnect();
    };
  }, [signedIn, queryClient]);
}
