import { useEffect, useSyncExternalStore } from 'react';
import { BUSY_MODE_OFF, SHOP_TIMEZONE_DEFAULT, type BusyModeState, type ExpectedMinutes, type ShopStatusResponse } from '@pizzeria/domain';
import { api } from '../lib/api-client';
import { sharedLive } from '../lib/rules-push';
import { OFFSET_NOISE_MS, clockOffset, isTimeZone } from '../lib/server-clock';

export interface ShopStatusState {
  isShopLive: boolean;
  preordersEnabled: boolean;
  /** False until the server answered; screens then assume open and let the server decide. */
  loaded: boolean;
  /** The server's clock minus this device's, in ms (0 until the server answered): a phone's clock may be wrong. */
  clockOffsetMs: number;
  /** The shop's time zone as the server names it. */
  timezone: string;
  /** How long an order takes now, by method: the owner's waiting times plus busy mode's; null until the server answered. */
  expectedMinutes: ExpectedMinutes | null;
  /** Busy mode: extra minutes on the earliest time, paused delivery or pickup. */
  busy: BusyModeState;
}

const INITIAL: ShopStatusState = {
  isShopLive: true,
  preordersEnabled: false,
  loaded: false,
  clockOffsetMs: 0,
  timezone: SHOP_TIMEZONE_DEFAULT,
  expectedMinutes: null,
  busy: BUSY_MODE_OFF,
};

function readExpectedMinutes(value: unknown): ExpectedMinutes | null {
  const minutes = value as Partial<Record<keyof ExpectedMinutes, unknown>> | null;
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  return minutes && valid(minutes.lieferung) && valid(minutes.abholung) ? { lieferung: minutes.lieferung, abholung: minutes.abholung } : null;
}

function isBusyMode(value: unknown): value is BusyModeState {
  const busy = value as BusyModeState | null;
  return typeof busy?.extraMinutes === 'number' && typeof busy.pauses === 'object' && busy.pauses !== null;
}

// One shared status for every component on the page, so the menu, the cart and the checkout
// agree and the server is asked once per visit (and again when the tab comes back into view).
let snapshot: ShopStatusState = INITIAL;
const listeners = new Set<() => void>();
let inFlight: Promise<void> | null = null;

function publish(next: ShopStatusState) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

type StatusBody = Partial<Record<keyof ShopStatusResponse, unknown>>;

/** The state an answer of GET /api/shop-status gives; `readAt` is when the server read its clock, by this device's clock. */
function statusFrom(body: StatusBody | null, readAt: number): ShopStatusState {
  return {
    isShopLive: Boolean(Number(body?.isShopLive)),
    preordersEnabled: Boolean(Number(body?.preordersEnabled)),
    loaded: true,
    clockOffsetMs: clockOffset(body?.serverTime, readAt) ?? snapshot.clockOffsetMs,
    timezone: isTimeZone(body?.timezone) ? body.timezone : snapshot.timezone,
    expectedMinutes: readExpectedMinutes(body?.expectedMinutes) ?? snapshot.expectedMinutes,
    busy: isBusyMode(body?.busy) ? body.busy : BUSY_MODE_OFF,
  };
}

function sameStatus(a: ShopStatusState, b: ShopStatusState): boolean {
  const { clockOffsetMs: offsetA, ...restA } = a;
  const { clockOffsetMs: offsetB, ...restB } = b;
  return Math.abs(offsetA - offsetB) < OFFSET_NOISE_MS && JSON.stringify(restA) === JSON.stringify(restB);
}

async function fetchShopStatus(): Promise<void> {
  const sentAt = Date.now();
  const body = await api.get<StatusBody>('/shop-status');
  // The server read its clock about halfway through the round trip.
  const next = statusFrom(body, (sentAt + Date.now()) / 2);
  // Polled answers that say nothing new leave every screen as it is.
  if (!sameStatus(next, snapshot)) publish(next);
}

/**
 * The status the server rendered the page with, its serverTime taken when the page was sent: the
 * page shows it at once and hydrates with the same "now" the server rendered.
 */
export function seedShopStatus(body: ShopStatusResponse): void {
  snapshot = statusFrom(body, Date.now());
}

export function refreshShopStatus(): Promise<void> {
  inFlight ??= fetchShopStatus()
    .catch((error) => console.error('Shopstatus konnte nicht geladen werden.', error))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Open pages learn at once (pushed) that the counter closed the shop, set busy mode or the owner
 * changed the waiting times; within this time when the push does not reach them.
 */
export const SHOP_STATUS_POLL_MS = 4000;

const watch = sharedLive('settings', () => void refreshShopStatus(), SHOP_STATUS_POLL_MS);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Test hook: forget the cached status between tests. */
export function resetShopStatusForTests() {
  snapshot = INITIAL;
  inFlight = null;
}

/** What the page already knows of the shop status, without asking the server. */
export function useKnownShopStatus(): ShopStatusState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

/**
 * The status as known, asked of the server once (while `wanted`) when this page has not yet: an
 * order's status page opened from the confirmation mail then has the server's clock and zone, not the phone's.
 */
export function useShopStatusOnce(wanted: boolean): ShopStatusState {
  const state = useKnownShopStatus();
  useEffect(() => {
    if (wanted && !snapshot.loaded) void refreshShopStatus();
  }, [wanted]);
  return state;
}

export function useShopStatus(): ShopStatusState {
  const state = useShopStatusOnce(true);
  useEffect(() => watch(), []);
  return state;
}
