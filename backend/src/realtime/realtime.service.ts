import { Injectable } from '@nestjs/common';
import { BusyModeState, OrderRecord, OutboxCounts, PrinterStatus, RulesChange, SOCKET_EVENTS, ShopStatusPayload, toCustomerView } from '@pizzeria/domain';
import { AdminGateway, staffRoom } from './admin.gateway';
import { DriverGateway } from './driver.gateway';
import { orderRoom, OrdersGateway } from './orders.gateway';
import { ShopGateway } from './shop.gateway';

/**
 * Pushes changes to connected screens (across processes, through the PostgreSQL adapter).
 * Called by the event bus's after-commit subscribers only, once the change committed.
 */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly adminGateway: AdminGateway,
    private readonly driverGateway: DriverGateway,
    private readonly ordersGateway: OrdersGateway,
    private readonly shopGateway: ShopGateway,
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

  /**
   * To this process's own customer sockets only: every process hears the change from PostgreSQL
   * itself and tells its own, so a page gets it once (a broadcast through the adapter would reach
   * it once per process), and only after this process's caches were marked stale.
   */
  rulesChanged(change: RulesChange): void {
    this.shopGateway.server?.local.emit(SOCKET_EVENTS.rulesChanged, change);
  }

  /** Live socket connections of this process, by namespace (admin: staff screens, driver: drivers' phones, orders: a customer's order page, shop: open shop pages). */
  connections(): { admin: number; driver: number; orders: number; shop: number } {
    const count = (gateway: { server?: { sockets: Map<string, unknown> } }) => gateway.server?.sockets.size ?? 0;
    return { admin: count(this.adminGateway), driver: count(this.driverGateway), orders: count(this.ordersGateway), shop: count(this.shopGateway) };
  }
}
