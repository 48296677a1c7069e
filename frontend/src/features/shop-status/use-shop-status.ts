import { useEffect, useSyncExternalStore } from 'react';
import type { ShopStatusPayload } from '@pizzeria/domain';
import { api } from '../../lib/api-client';

export interface ShopStatusState {
  isShopLive: boolean;
  preordersEnabled: boolean;
  /** False until the server answered; screens then assume open and let the server decide. */
  loaded: boolean;
}

// One shared status for every component on the page, so the menu, the cart and the checkout
// agree and the server is asked once per visit (and again when the tab comes back into view).
let snapshot: ShopStatusState = { isShopLive: true, preordersEnabled: false, loaded: false };
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function publish(next: ShopStatusState) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

export function refreshShopStatus(): Promise<void> {
  inFlight ??= api
    .get<Partial<Record<keyof ShopStatusPayload, unknown>>>('/shop-status')
    .then((body) => publish({ isShopLive: Boolean(Number(body?.isShopLive)), preordersEnabled: Boolean(Number(body?.preordersEnabled)), loaded: true }))
    .catch((error) => console.error('Shopstatus konnte nicht geladen werden.', error))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: forget the cached status between tests. */
export function resetShopStatusForTests() {
  snapshot = { isShopLive: true, preordersEnabled: false, loaded: false };
  inFlight = null;
}

export function useShopStatus(): ShopStatusState {
  const state = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  useEffect(() => {
    if (!snapshot.loaded) void refreshShopStatus();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshShopStatus();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return state;
}
