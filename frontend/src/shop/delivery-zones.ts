import { useEffect, useSyncExternalStore } from 'react';
import type { Location } from '@pizzeria/domain';
import { api } from '../lib/api-client';
import { sharedLive } from '../lib/rules-push';

/** A zone the owner adds, or a new fee or minimum, reaches an open page when pushed, at the latest within this time. */
export const DELIVERY_ZONES_POLL_MS = 4000;

const NONE: Location[] = [];
let zones: Location[] = NONE;
let loaded = false;
let etag: string | null = null;
const listeners = new Set<() => void>();

/** Asks GET /api/locations with the last ETag: an unchanged list costs a 304. */
export async function refreshDeliveryZones(): Promise<void> {
  try {
    const reply = await api.getIfChanged<unknown>('/locations', etag);
    if (!reply.changed) return;
    etag = reply.etag;
    zones = Array.isArray(reply.data) ? (reply.data as Location[]) : NONE;
    loaded = true;
    listeners.forEach((listener) => listener());
  } catch (error) {
    console.error('Liefergebiete konnten nicht geladen werden.', error);
  }
}

const watch = sharedLive('menu', () => void refreshDeliveryZones(), DELIVERY_ZONES_POLL_MS);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The zones the server rendered the menu page with: shown at once, without asking again. */
export function seedDeliveryZones(list: Location[] | undefined): void {
  if (!Array.isArray(list)) return;
  zones = list;
  loaded = true;
}

/** Test hook: forget what was loaded between tests. */
export function resetDeliveryZonesForTests(): void {
  zones = NONE;
  loaded = false;
  etag = null;
}

/**
 * The delivery zones as the owner keeps them (Liefergebiete): asked 'once', or polled while 'poll'
 * (the zone picker is open, or the cart delivers to a zone), so the picker offers a new zone and
 * the cart charges a changed fee without a reload; 'off' asks nothing. `null` until known.
 */
export function useDeliveryZones(mode: 'off' | 'once' | 'poll'): Location[] | null {
  const list = useSyncExternalStore(
    subscribe,
    () => zones,
    () => zones,
  );
  useEffect(() => {
    if (mode === 'off') return;
    if (mode === 'once') {
      if (!loaded) void refreshDeliveryZones();
      return;
    }
    void refreshDeliveryZones();
    return watch();
  }, [mode]);
  return loaded ? list : null;
}

/** Whether every zone delivers for free (null while unknown): only then does the shop say "Lieferung kostenlos". */
export function useFreeDelivery(): boolean | null {
  const list = useDeliveryZones('once');
  return list === null ? null : list.every((zone) => !zone.deliveryFee);
}
