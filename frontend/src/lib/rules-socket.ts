import { SOCKET_EVENTS, type RulesChange, type RulesPart } from '@pizzeria/domain';
import { connectShopSocket } from './socket';

/**
 * The public /shop socket of a customer page, loaded only once the page is idle (rules-push.ts):
 * a pushed change refreshes its part; after a reconnect everything, as pushes were missed meanwhile.
 */
export function listenForRules(tell: (parts: readonly RulesPart[]) => void): void {
  const socket = connectShopSocket();
  let connectedBefore = false;
  socket.on(SOCKET_EVENTS.rulesChanged, (change: RulesChange) => tell([change.part]));
  socket.on('connect', () => {
    if (connectedBefore) tell(['menu', 'settings']);
    connectedBefore = true;
  });
}
