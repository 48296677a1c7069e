import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SHOP_TIMEZONE_DEFAULT, zonedTime, type Clock, type ZonedTime } from '@pizzeria/domain';
import { useKnownShopStatus } from './use-shop-status';

interface ShopClock {
  clock: Clock;
  timeZone: string;
}

/**
 * The shop asks this context for "now" instead of calling new Date() itself. Outside tests it is
 * the server's clock and zone as the shop status told them: a phone whose clock is wrong would
 * otherwise offer time slots the server refuses. Tests pin a clock with ClockProvider.
 */
const ClockContext = createContext<ShopClock | null>(null);

export function ClockProvider({ clock, timeZone = SHOP_TIMEZONE_DEFAULT, children }: { clock: Clock; timeZone?: string; children: ReactNode }) {
  const value = useMemo(() => ({ clock, timeZone }), [clock, timeZone]);
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

function useShopClock(): ShopClock {
  const pinned = useContext(ClockContext);
  const { clockOffsetMs, timezone } = useKnownShopStatus();
  const server = useMemo(() => ({ clock: { now: () => new Date(Date.now() + clockOffsetMs) }, timeZone: timezone }), [clockOffsetMs, timezone]);
  return pinned ?? server;
}

export function useClock(): Clock {
  return useShopClock().clock;
}

const TICK_MS = 30_000;

/**
 * Now in the shop's zone, refreshed while the page stays open so past time slots disappear;
 * `aheadMinutes` moves it on (busy mode: the earliest time a customer may choose).
 */
export function useShopNow(aheadMinutes = 0): ZonedTime {
  const { clock, timeZone } = useShopClock();
  const read = useCallback(() => zonedTime(new Date(clock.now().getTime() + aheadMinutes * 60_000), timeZone), [clock, timeZone, aheadMinutes]);
  const [now, setNow] = useState(read);
  useEffect(() => {
    const update = () => {
      const next = read();
      setNow((prev) => (prev.date === next.date && prev.minutes === next.minutes ? prev : next));
    };
    // Read again at once: the server's time may just have replaced the device's first guess.
    update();
    const timer = setInterval(update, TICK_MS);
    return () => clearInterval(timer);
  }, [read]);
  return now;
}
