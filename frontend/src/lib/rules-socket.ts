import { SOCKET_EVENTS, SOCKET_NAMESPACES, type RulesPart, type ShopServerEvents } from '@pizzeria/domain';
import { connectLightSocket, type LightSocketOptions } from './light-socket';

/**
 * The public /shop socket of a customer page, loaded only once the page is idle (rules-push.ts):
 * a pushed change refreshes its part; after a reconnect everything, as pushes were missed meanwhile.
 * Returns the close.
 */
export function listenForRules(tell: (parts: readonly RulesPart[]) => void, options?: LightSocketOptions): () => void {
  return connectLightSocket<ShopServerEvents>(
    SOCKET_NAMESPACES.shop,
    {
      events: { [SOCKET_EVENTS.rulesChanged]: (change) => tell([change.part]) },
      connect: (again) => {
        if (again) tell(['menu', 'settings']);
      },
    },
    options,
  );
}
