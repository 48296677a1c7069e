import { useEffect, useState } from 'react';
import { useStaffClock } from './staff-clock';

/** The current time by the server's clock (see staff-clock.ts), refreshed every `intervalMs`. */
export function useNow(intervalMs: number): number {
  const { offsetMs } = useStaffClock();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return deviceNow + offsetMs;
}
