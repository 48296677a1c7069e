import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { DriverServerEvents, SOCKET_EVENTS, SOCKET_NAMESPACES } from '@pizzeria/domain';
import type { Namespace, Socket } from 'socket.io';
import { StaffAuthenticator } from '../admin/staff-jwt.strategy';
import { StaffHandshake, socketStaff } from './staff-handshake';

/** One room per driver: their phone (or phones) on any process hears of their own deliveries only. */
export function driverRoom(driverId: number): string {
  return `driver:${driverId}`;
}

/**
 * A driver's phone (`/driver`): only a valid session of a driver gets in (the handshake's token
 * checked as every HTTP call is), and each socket joins its driver's room only. What is sent here
 * is a bare "your list changed" with the order's number, or "your day was settled" with its date;
 * the phone reads its list and figures itself, so nothing of another driver's or the board's orders
 * ever travels on this namespace.
 */
@WebSocketGateway({ namespace: SOCKET_NAMESPACES.driver })
export class DriverGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer()
  server: Namespace<Record<string, never>, DriverServerEvents>;

  private readonly handshake: StaffHandshake;

  constructor(authenticator: StaffAuthenticator) {
    this.handshake = new StaffHandshake(authenticator);
  }

  afterInit(namespace: Namespace): void {
    this.handshake.admit(namespace, 'Fahrer-Socket', (role) => role === 'driver');
  }

  handleConnection(socket: Socket): void {
    const staff = socketStaff(socket);
    if (staff) void socket.join(driverRoom(staff.id));
  }

  onModuleDestroy(): void {
    this.handshake.clear();
  }

  /** Tells these drivers' phones, on every process, that their list changed. */
  deliveriesChanged(driverIds: readonly number[], orderId: number): void {
    if (driverIds.length === 0) return;
    this.server?.to(driverIds.map(driverRoom)).emit(SOCKET_EVENTS.deliveriesChanged, { orderId });
  }

  /** Tells a driver's phones, on every process, that the counter closed their settlement of `date`. */
  settlementClosed(driverId: number, date: string): void {
    this.server?.to(driverRoom(driverId)).emit(SOCKET_EVENTS.settlementClosed, { date });
  }

  /** Closes a driver's phones on every process once their sessions ended (password changed, deactivated). */
  endSessions(driverId: number): void {
    this.server?.in(driverRoom(driverId)).disconnectSockets(true);
  }
}
