import { Injectable } from '@nestjs/common';
import { BusyModeState, OrderRecord, OutboxCounts, PrinterStatus, SOCKET_EVENTS, ShopStatusPayload, toCustomerView } from '@pizzeria/domain';
import { AdminGateway, staffRoom } from './admin.gateway';
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

  /** Closes every admin socket of this staff member, on every process (password change, deactivation). */
  endStaffSockets(staffId: number): void {
    this.adminGateway.server?.in(staffRoom(staffId)).disconnectSockets(true);
  }

  shopStatusChanged(status: ShopStatusPayload): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.shopStatus, status);
  }

  outboxStatus(counts: OutboxCounts): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.outboxStatus, counts);
  }

  printerStatus(status: PrinterStatus): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.printerStatus, status);
  }

  busyModeChanged(busy: BusyModeState): void {
    this.adminGateway.server?.emit(SOCKET_EVENTS.busyMode, busy);
  }

  /** Live socket connections of this process, by namespace (admin: staff screens, orders: customers). */
  connections(): { admin: number; orders: number } {
    const count = (gateway: { server?: { sockets: Map<string, unknown> } }) => gateway.server?.sockets.size ?? 0;
    return { admin: count(this.adminGateway), orders: count(this.ordersGateway) };
  }
}
