import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true otherwise: what
 * only the browser knows (its stored cart, a saved cookie choice) is shown from the render after
 * hydration on, so the hydrated markup equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
