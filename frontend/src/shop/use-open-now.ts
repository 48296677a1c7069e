import { useMemo } from 'react';
import {
  DELIVERY_METHODS,
  closedNowText,
  isOpenNow,
  nextOpeningOf,
  nextShopOpening,
  pausesInZone,
  type DeliveryMethod,
  type OpenState,
  type WallTime,
} from '@pizzeria/domain';
import { useShopInfo } from '../lib/use-shop-info';
import { useShopNow } from './shop-clock';
import { useKnownShopStatus } from './use-shop-status';

export interface OpenNow {
  /** Today's date in the shop's zone. */
  today: string;
  /** Per method: switch on, no closed day or closure, not paused, now within its hours. */
  open: Record<DeliveryMethod, boolean>;
  /** Per method, when it opens next; null while open or when nobody knows (switch off). */
  next: Record<DeliveryMethod, WallTime | null>;
  /** "Jetzt geschlossen – wieder geöffnet ab …" while neither method is open, else null. */
  shopClosed: string | null;
  /** The shop's next opening while neither method is open, else null. */
  shopNext: WallTime | null;
  /** What to say about one method while it is closed (naming it only when the other is open), else null. */
  closedText(method: DeliveryMethod): string | null;
}

/**
 * "Open now" as docs/hours-and-times.md#open-now defines it, computed on the page from the shop status (switch,
 * pauses), the owner's hours and the server's clock, so it turns at closing without a reload.
 */
export function useOpenNow(): OpenNow {
  const status = useKnownShopStatus();
  const now = useShopNow();
  const schedule = useShopInfo();
  return useMemo(() => {
    const state: OpenState = { now, schedule, isShopLive: status.isShopLive, pausedUntil: pausesInZone(status.busy, status.timezone) };
    const open = { abholung: isOpenNow('abholung', state), lieferung: isOpenNow('lieferung', state) };
    const next = { abholung: nextOpeningOf('abholung', state), lieferung: nextOpeningOf('lieferung', state) };
    const anyOpen = DELIVERY_METHODS.some((m) => open[m]);
    const shopNext = nextShopOpening(state);
    return {
      today: now.date,
      open,
      next,
      shopClosed: anyOpen ? null : closedNowText(shopNext, now.date),
      shopNext,
      closedText: (method: DeliveryMethod) => (open[method] ? null : anyOpen ? closedNowText(next[method], now.date, method) : closedNowText(next[method], now.date)),
    };
  }, [now, schedule, status.isShopLive, status.busy, status.timezone]);
}
