import { Injectable } from '@nestjs/common';
import { OrderRecord, SOCKET_EVENTS, ShopStatusPayload, toCustomerView } from '@pizzeria/domain';
import { AdminGateway } from './admin.gateway';
import { orderRoom, OrdersGateway } from './orders.gateway';

/**
 * Pushes changes to connected screens (across processes, through the PostgreSQL adapter).
 * Call only after the transaction that wrote the change has committed.
 */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly adminGateway: AdminGateway,
    private readonly ordersGateway: OrdersGateway,
  ) {}

  orderCreated(order: OrderRecord): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.orderCreated, order);
  }

  orderUpdated(order: OrderRecord): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.orderUpdated, order);
    this.ordersGateway.server?.to(orderRoom(order.order_id)).emit(SOCKET_EVENTS.orderUpdated, toCustomerView(order));
  }

  shopStatusChanged(status: ShopStatusPayload): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.shopStatus, status);
  }
}
