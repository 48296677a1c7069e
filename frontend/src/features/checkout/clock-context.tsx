import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { SHOP_TIMEZONE_DEFAULT, systemClock, zonedTime, type Clock, type ZonedTime } from '@pizzeria/domain';

/**
 * The checkout asks this context for "now" instead of calling new Date() itself, so tests can pin
 * the hour that decides which time slots exist.
 */
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

const TICK_MS = 30_000;

/** Now in the shop's zone, refreshed while the page stays open so past time slots disappear. */
export function useShopNow(): ZonedTime {
  const clock = useClock();
  const [now, setNow] = useState(() => zonedTime(clock.now(), SHOP_TIMEZONE_DEFAULT));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = zonedTime(clock.now(), SHOP_TIMEZONE_DEFAULT);
      setNow((prev) => (prev.date === next.date && prev.minutes === next.minutes ? prev : next));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
