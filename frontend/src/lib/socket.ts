import { io, type Socket } from 'socket.io-client';
import { SOCKET_NAMESPACES, type AdminServerEvents, type AdminSocketAuth, type CustomerServerEvents, type DriverServerEvents } from '@pizzeria/domain';

export type AdminSocket = Socket<AdminServerEvents>;
export type CustomerSocket = Socket<CustomerServerEvents>;
export type DriverSocket = Socket<DriverServerEvents>;

/**
 * Staff connection: the admin JWT travels in the handshake; the server refuses it otherwise.
 * The token is read at every (re)connect, so a renewed session is used without a new socket.
 */
export function connectAdminSocket(token: () => string | null): AdminSocket {
  return io(SOCKET_NAMESPACES.admin, {
    auth: (send) => send({ token: token() ?? '' } satisfies AdminSocketAuth),
    transports: ['websocket', 'polling'],
  });
}

/** A driver's phone: told when its own deliveries change (the token decides whose); read at every (re)connect like the staff one. */
export function connectDriverSocket(token: () => string | null): DriverSocket {
  return io(SOCKET_NAMESPACES.driver, {
    auth: (send) => send({ token: token() ?? '' } satisfies AdminSocketAuth),
    transports: ['websocket', 'polling'],
  });
}

/** A customer's connection for live updates of their own order only. */
export function connectOrderSocket(orderId: number, token: string): CustomerSocket {
  return io(SOCKET_NAMESPACES.orders, { auth: { orderId, token }, transports: ['websocket', 'polling'] });
}
