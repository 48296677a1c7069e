import { useSyncExternalStore } from 'react';
import { SHOP_INFO_DEFAULTS, type ShopInfo } from '@pizzeria/domain';
import { api } from './api-client';
import { sharedLive } from './rules-push';

/** Open pages pick up the owner's changes (name, hours, a new closure) when pushed, at the latest within this time, without a reload. */
export const SHOP_INFO_POLL_MS = 4000;
const STORAGE_KEY = 'shopInfo';

function isShopInfo(value: unknown): value is ShopInfo {
  const info = value as ShopInfo | null;
  // An answer stored before the page facts existed is not used: its pages would miss them.
  return (
    !!info &&
    typeof info.shop?.name === 'string' &&
    typeof info.legal === 'object' &&
    typeof info.directions === 'object' &&
    Array.isArray(info.hours) &&
    Array.isArray(info.closures)
  );
}

/** The last answer this browser saw, so a returning visitor never sees the demo shop's seed name flash by. */
function remembered(): ShopInfo {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isShopInfo(stored) ? stored : SHOP_INFO_DEFAULTS;
  } catch {
    return SHOP_INFO_DEFAULTS;
  }
}

// One shared copy for every component of the page, polled while anything shows it.
let snapshot: ShopInfo = remembered();
let serialized = JSON.stringify(snapshot);
const listeners = new Set<() => void>();

export async function refreshShopInfo(): Promise<void> {
  try {
    // no-cache: the browser revalidates with the ETag, so an unchanged answer is a bodiless 304.
    const body = await api.get<unknown>('/shop-info', { cache: 'no-cache' });
    const text = JSON.stringify(body);
    if (!isShopInfo(body) || text === serialized) return;
    snapshot = body;
    serialized = text;
    localStorage.setItem(STORAGE_KEY, text);
    listeners.forEach((listener) => listener());
  } catch (error) {
    console.error('Angaben zum Geschäft konnten nicht geladen werden.', error);
  }
}

const watch = sharedLive('settings', () => void refreshShopInfo(), SHOP_INFO_POLL_MS);

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) void refreshShopInfo();
  const stopWatching = watch();
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

/** The shop info the server rendered the page with: shown at once, without asking again. */
export function seedShopInfo(info: ShopInfo): void {
  if (!isShopInfo(info)) return;
  snapshot = info;
  serialized = JSON.stringify(info);
}

/** Test hook: forget what was loaded between tests. */
export function resetShopInfoForTests(): void {
  localStorage.removeItem(STORAGE_KEY);
  snapshot = SHOP_INFO_DEFAULTS;
  serialized = JSON.stringify(snapshot);
}

/**
 * The shop's identity, hours and upcoming closures (GET /api/shop-info), as the owner set them:
 * header, footer, imprint, directions, hours page, checkout and receipts read them here.
 */
export function useShopInfo(): ShopInfo {
  const info = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return info;
}
