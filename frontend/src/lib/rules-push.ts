import type { RulesPart } from '@pizzeria/domain';
import { sharedPoll } from './page-visibility';

type Refresh = () => void;

/** Per part, each refresh with the number of screens that registered it: one push refreshes each once. */
const refreshes: Record<RulesPart, Map<Refresh, number>> = { menu: new Map(), settings: new Map() };
let enabled = false;
let connecting = false;

function tell(parts: readonly RulesPart[]): void {
  for (const part of parts) for (const refresh of [...refreshes[part].keys()]) refresh();
}

/** Runs `run` when the browser is idle (after the page's own work), or soon where it cannot tell. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}

/**
 * The public socket is opened once the app runs (enableRulesPush), something on the page wants
 * pushes, and the browser is idle: socket.io's client is loaded only then, so it is no part of
 * the JS a phone loads before the menu works. Should it fail to load, the polls carry on alone.
 */
function connectWhenIdle(): void {
  if (!enabled || connecting || (refreshes.menu.size === 0 && refreshes.settings.size === 0)) return;
  connecting = true;
  whenIdle(() => {
    import('./rules-socket').then(
      ({ listenForRules }) => listenForRules(tell),
      () => {
        connecting = false;
      },
    );
  });
}

/** Called by the app once it runs in a browser (start-app.tsx); until then (and in unit tests) nothing connects. */
export function enableRulesPush(): void {
  enabled = true;
  connectWhenIdle();
}

/** Runs `refresh` whenever the server pushes a change of `part`; returns the unsubscribe. */
export function onRulesChanged(part: RulesPart, refresh: Refresh): () => void {
  const registered = refreshes[part];
  registered.set(refresh, (registered.get(refresh) ?? 0) + 1);
  connectWhenIdle();
  return () => {
    const count = (registered.get(refresh) ?? 1) - 1;
    if (count > 0) registered.set(refresh, count);
    else registered.delete(refresh);
  };
}

/**
 * sharedPoll, and at once on a pushed change of `part`: the poll stays as the fallback for a page
 * whose socket cannot connect (a proxy without WebSockets, a network that drops it).
 */
export function sharedLive(part: RulesPart, refresh: Refresh, everyMs: number): () => () => void {
  const poll = sharedPoll(refresh, everyMs);
  return () => {
    const stopPoll = poll();
    const stopPush = onRulesChanged(part, refresh);
    return () => {
      stopPoll();
      stopPush();
    };
  };
}
