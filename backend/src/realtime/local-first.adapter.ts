import { Adapter, MessageType, type BroadcastOptions, type ClusterAdapter } from 'socket.io-adapter';
import type { Namespace } from 'socket.io';

type AdapterFactory = (nsp: Namespace) => ClusterAdapter;

/** The part of socket.io's ClusterAdapter this wrapper uses: its (TypeScript-protected) fire-and-forget publish to the other processes. */
interface Publishing {
  publish(message: { type: MessageType.BROADCAST; data: { packet: unknown; opts: { rooms: string[]; except: string[]; flags: BroadcastOptions['flags'] } } }): void;
}

/**
 * socket.io's cluster adapters send a broadcast to this process's own sockets only after the
 * message for the other processes went out (here a `pg_notify` round trip to PostgreSQL), so every
 * board in the shop waited for the database once more after the order had committed. This sends
 * to the own sockets first and publishes beside it; the other processes hear it as before. The
 * publish carried an offset only for connection-state recovery, which the PostgreSQL adapter does
 * not support, so nothing is lost by not waiting for it. Broadcasts with acknowledgements are left
 * to the adapter.
 */
export function localFirst(create: AdapterFactory): AdapterFactory {
  // A function, not an arrow: socket.io calls the adapter with `new`.
  return function (nsp) {
    const adapter = create(nsp);
    adapter.broadcast = async (packet: unknown, opts: BroadcastOptions) => {
      Adapter.prototype.broadcast.call(adapter, packet, opts);
      if (opts.flags?.local) return;
      (adapter as unknown as Publishing).publish({
        type: MessageType.BROADCAST,
        data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } },
      });
    };
    return adapter;
  };
}
