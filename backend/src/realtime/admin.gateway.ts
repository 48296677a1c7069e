import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { AdminServerEvents, SOCKET_NAMESPACES } from '@pizzeria/domain';
import type { Namespace, Socket } from 'socket.io';
import { StaffAuthenticator } from '../admin/staff-jwt.strategy';
import { StaffHandshake, socketStaff } from './staff-handshake';

/** Each staff member's sockets share a room, so ending their sessions reaches them on every process. */
export function staffRoom(staffId: number): string {
  return `staff:${staffId}`;
}

/** Staff screens: only a handshake with a valid staff session (`auth: { token }`) gets in, checked by the HTTP guard's passport strategy. */
@WebSocketGateway({ namespace: SOCKET_NAMESPACES.admin })
export class AdminGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer()
  server: Namespace<Record<string, never>, AdminServerEvents>;

  private readonly handshake: StaffHandshake;

  constructor(authenticator: StaffAuthenticator) {
    this.handshake = new StaffHandshake(authenticator);
  }

  afterInit(namespace: Namespace): void {
    // Every order of the board goes out here; a driver's phone hears only of their own deliveries (/driver).
    this.handshake.admit(namespace, 'Admin-Socket', (role) => role !== 'driver');
  }

  handleConnection(socket: Socket): void {
    const staff = socketStaff(socket);
    if (staff) void socket.join(staffRoom(staff.id));
  }

  onModuleDestroy(): void {
    this.handshake.clear();
  }
}
