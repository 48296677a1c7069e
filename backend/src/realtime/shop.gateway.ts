import { WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { SOCKET_NAMESPACES, type ShopServerEvents } from '@pizzeria/domain';
import type { Namespace } from 'socket.io';

/**
 * Customers' open pages (menu, checkout): public, no handshake auth, nothing to send up. They hear
 * `rules:changed` and refetch the menu or the shop's status at once; their polls stay as the fallback.
 */
@WebSocketGateway({ namespace: SOCKET_NAMESPACES.shop })
export class ShopGateway {
  @WebSocketServer()
  server: Namespace<Record<string, never>, ShopServerEvents>;
}
