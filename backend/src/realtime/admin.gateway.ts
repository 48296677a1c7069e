import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { AdminServerEvents, SOCKET_NAMESPACES } from '@pizzeria/domain';
import type { Namespace, Socket } from 'socket.io';
import { StaffAuthenticator } from '../admin/staff-jwt.strategy';
import { PLATFORM_MESSAGES } from '../common/messages';
import { SessionExpiry } from './session-expiry';

/** Each staff member's sockets share a room, so ending their sessions reaches them on every process. */
export function staffRoom(staffId: number): string {
  return `staff:${staffId}`;
}

/** Staff screens: only a handshake with a valid staff session (`auth: { token }`) gets in, checked by the HTTP guard's passport strategy. */
@WebSocketGateway({ namespace: SOCKET_NAMESPACES.admin })
export class AdminGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  @WebSocketServer()
  server: Namespace<Record<string, never>, AdminServerEvents>;

  private readonly logger = new Logger('Echtzeit');
  private readonly expiry = new SessionExpiry();

  constructor(private readonly authenticator: StaffAuthenticator) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      this.authenticator.sessionOfToken(socket.handshake.auth?.token).then(
        (admin) => {
          if (!admin) return next(new Error(PLATFORM_MESSAGES.unauthorized));
          // Every order of the board goes out here; a driver's phone hears only of their own deliveries (/driver).
          if (admin.role === 'driver') return next(new Error(PLATFORM_MESSAGES.forbidden));
          socket.data.admin = admin;
          this.expiry.disconnectAt(namespace, socket.id, admin.exp);
          next();
        },
        (error: unknown) => {
          this.logger.error(`Admin-Socket: ${String(error)}`);
          next(new Error(PLATFORM_MESSAGES.unauthorized));
        },
      );
    });
  }

  handleConnection(socket: Socket): void {
    const staffId = (socket.data as { admin?: { id: number } }).admin?.id;
    if (staffId !== undefined) void socket.join(staffRoom(staffId));
  }

  onModuleDestroy(): void {
    this.expiry.clear();
  }
}
