import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SHOP_TIMEZONE_DEFAULT } from '@pizzeria/domain';
import { api } from '../lib/api-client';
import { OFFSET_NOISE_MS, clockOffset, isTimeZone } from '../lib/server-clock';
import { staffKeys } from './staff-keys';

/**
 * The shop's clock on staff screens: the server's time and zone (SHOP_TIMEZONE) as GET
 * /api/shop-status answers them. A counter PC or kitchen tablet whose clock is off would otherwise
 * show another service day, offer wrong times to confirm, default the order entry to a wrong day
 * and show pre-orders to the kitchen too early or too late. Until the first answer: the device's
 * clock and the default zone.
 */
export interface StaffClock {
  /** The server's clock minus this device's, in ms. */
  offsetMs: number;
  timeZone: string;
}

let clock: StaffClock = { offsetMs: 0, timeZone: SHOP_TIMEZONE_DEFAULT };
const listeners = new Set<() => void>();

/** Now by the server's clock (ms since epoch). */
export const staffNow = (): number => Date.now() + clock.offsetMs;

/** The shop's zone: every time and day staff see is in it, whatever zone the device is set to. */
export const staffTimeZone = (): string => clock.timeZone;

interface ClockFields {
  serverTime?: unknown;
  timezone?: unknown;
}

/** Takes the server's clock from an answer sent at `sentAt` and received at `receivedAt` (device ms): the server read it about halfway. */
export function noteServerClock(body: ClockFields | null, sentAt: number, receivedAt: number): void {
  const offsetMs = clockOffset(body?.serverTime, (sentAt + receivedAt) / 2) ?? clock.offsetMs;
  const timeZone = isTimeZone(body?.timezone) ? body.timezone : clock.timeZone;
  if (Math.abs(offsetMs - clock.offsetMs) < OFFSET_NOISE_MS && timeZone === clock.timeZone) return;
  clock = { offsetMs, timeZone };
  listeners.forEach((listener) => listener());
}

/** GET /api/shop-status, taking the server's clock from it on the way. */
export async function readShopStatus<T extends object>(): Promise<T> {
  const sentAt = Date.now();
  const body = await api.get<T>('/shop-status');
  noteServerClock(body, sentAt, Date.now());
  return body;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The staff clock; re-renders when the server's clock or zone becomes known or changes. */
export function useStaffClock(): StaffClock {
  return useSyncExternalStore(subscribe, () => clock);
}

/** A device's clock may be set right (or wrong) while a screen stays open all evening. */
const CLOCK_CHECK_MS = 10 * 60_000;

/**
 * Reads the shop status (and with it the server's clock) for every staff screen, the kitchen's and the
 * driver's included; again every few minutes and whenever the connection comes back or the window regains focus.
 */
export function useStaffClockSync(): void {
  useQuery({ queryKey: staffKeys.shopStatus, queryFn: () => readShopStatus<ClockFields>(), refetchInterval: CLOCK_CHECK_MS, refetchIntervalInBackground: true });
}
