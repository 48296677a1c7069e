import { SOCKET_EVENTS, type CustomerOrderView } from '@pizzeria/domain';
import { connectOrderSocket } from '../../lib/socket';

export type OrderSubscription = (orderId: number, token: string, handlers: { onUpdate: (view: CustomerOrderView) => void; onReconnect: () => void }) => () => void;

/** Live status of one order over the /orders namespace; after a reconnect the page reloads what it may have missed. */
export const subscribeToOrder: OrderSubscription = (orderId, token, { onUpdate, onReconnect }) => {
  const socket = connectOrderSocket(orderId, token);
  socket.on(SOCKET_EVENTS.orderUpdated, onUpdate);
  socket.io.on('reconnect', onReconnect);
  return () => {
    socket.io.off('reconnect', onReconnect);
    socket.disconnect();
  };
};
