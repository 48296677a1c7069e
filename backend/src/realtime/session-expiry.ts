import type { Namespace } from 'socket.io';

/**
 * A staff socket lives no longer than its session: each is closed when its JWT expires. The
 * timers do not keep the process alive and are cleared when the gateway is destroyed.
 */
export class SessionExpiry {
  private readonly timers = new Set<NodeJS.Timeout>();

  /** Closes the socket at `exp` (JWT seconds); a token without one is left alone. */
  disconnectAt(namespace: Namespace, socketId: string, exp: number | undefined): void {
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

  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
