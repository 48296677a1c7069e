import { Logger } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { CustomerServerEvents, SOCKET_NAMESPACES } from '@pizzeria/domain';
import type { Namespace, Socket } from 'socket.io';
import { OrderRecords } from '../orders/order-records.store';

export const ORDER_ACCESS_DENIED_MESSAGE = 'Bestellung nicht gefunden.';
export const orderRoom = (orderId: number): string => `order:${orderId}`;

/** Customers' success pages: `auth: { orderId, token }` must match a stored order; they join that order's room. */
@WebSocketGateway({ namespace: SOCKET_NAMESPACES.orders })
export class OrdersGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer()
  server: Namespace<Record<string, never>, CustomerServerEvents>;

  private readonly logger = new Logger('Echtzeit');

  constructor(private readonly orders: OrderRecords) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const { orderId, token } = (socket.handshake.auth ?? {}) as { orderId?: unknown; token?: unknown };
      const id = typeof orderId === 'string' && /^\d{1,10}$/.test(orderId) ? Number(orderId) : orderId;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || typeof token !== 'string' || token.length === 0 || token.length > 200) {
        return next(new Error(ORDER_ACCESS_DENIED_MESSAGE));
      }
      this.orders.tokenMatches(id, token).then(
        (matches) => {
          if (!matches) return next(new Error(ORDER_ACCESS_DENIED_MESSAGE));
          socket.data.orderId = id;
          next();
        },
        (error: unknown) => {
          this.logger.error(`Bestell-Socket: ${String(error)}`);
          next(new Error(ORDER_ACCESS_DENIED_MESSAGE));
        },
      );
    });
  }

  handleConnection(socket: Socket): void {
    void socket.join(orderRoom(socket.data.orderId as number));
  }
}
