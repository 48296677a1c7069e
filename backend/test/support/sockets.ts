import { io, Socket } from 'socket.io-client';

/** Opens a socket.io client to a namespace of a test app; resolves once connected, rejects with the refusal. */
export function connectSocket(baseUrl: string, namespace: '/' | '/admin' | '/orders' | '/shop' | '/driver', auth: Record<string, unknown>): Promise<Socket> {
  const socket = io(namespace === '/' ? baseUrl : `${baseUrl}${namespace}`, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The next `event` on the socket, or a rejection after `timeoutMs`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, onEvent);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onEvent = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, onEvent);
  });
}
