import { Logger } from '@nestjs/common';
import type { StaffRole } from '@pizzeria/domain';
import type { Namespace, Socket } from 'socket.io';
import type { StaffAuthenticator } from '../admin/staff-jwt.strategy';
import { PLATFORM_MESSAGES } from '../common/messages';

interface SocketStaff {
  id: number;
}

/** The staff member a socket was admitted as (set by StaffHandshake before it connects). */
export function socketStaff(socket: Socket): SocketStaff | undefined {
  return (socket.data as { staff?: SocketStaff }).staff;
}

/**
 * The handshake of the staff namespaces (/admin, /driver): only a valid session (`auth: { token }`,
 * checked as every HTTP call is) whose role the namespace admits gets in, and a socket lives no
 * longer than its session: it is closed when its JWT expires. The timers do not keep the process
 * alive and are cleared when the gateway is destroyed.
 */
export class StaffHandshake {
  private readonly logger = new Logger('Echtzeit');
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly authenticator: StaffAuthenticator) {}

  admit(namespace: Namespace, label: string, admits: (role: StaffRole) => boolean): void {
    namespace.use((socket, next) => {
      this.authenticator.sessionOfToken(socket.handshake.auth?.token).then(
        (staff) => {
          if (!staff) return next(new Error(PLATFORM_MESSAGES.unauthorized));
          if (!admits(staff.role)) return next(new Error(PLATFORM_MESSAGES.forbidden));
          socket.data.staff = { id: staff.id } satisfies SocketStaff;
          this.disconnectAt(namespace, socket.id, staff.exp);
          next();
        },
        (error: unknown) => {
          this.logger.error(`${label}: ${String(error)}`);
          next(new Error(PLATFORM_MESSAGES.unauthorized));
        },
      );
    });
  }

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Closes the socket at `exp` (JWT seconds); a token without one is left alone. */
  private disconnectAt(namespace: Namespace, socketId: string, exp: number | undefined): void {
    if (!exp) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        namespace.sockets.get(socketId)?.disconnect(true);
      },
      Math.max(0, exp * 1000 - Date.now()),
    );
    timer.unref();
    this.timers.add(timer);
  }
}
