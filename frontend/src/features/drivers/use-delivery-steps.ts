import { useEffect, useMemo } from 'react';
import { onlineManager, useMutation, useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import type { DriverDelivery, OrderRecord } from '@pizzeria/domain';
import { ApiError } from '../../lib/api-client';
import { isRetryableFailure } from '../../staff/admin-orders-api';
import { driverKeys, driversApi } from '../../staff/drivers-api';
import { useDismissMutation } from '../../staff/use-dismiss-mutation';

/** The driver's two taps on a delivery: „Unterwegs“, then „Zugestellt“. */
export type DeliveryStep = 'dispatch' | 'deliver';

const STEPS = ['drivers', 'step'] as const;
const stepsOf = (orderId: number) => [...STEPS, orderId] as const;

/**
 * Between cell towers a tap is sent again by itself, sooner at first, then every 10 s, and at once
 * when the phone reports it is online again. The server answers a step already taken as done, so a
 * tap whose first answer was lost is not refused.
 */
export const stepRetryDelay = (failures: number) => Math.min(500 * 2 ** failures, 10_000);

/**
 * A try without an answer after this long counts as one without a connection: with a weak signal
 * (a stairwell, a basement) a request can hang for minutes, and the driver would wait on „Wird
 * gespeichert…“ instead of going on. The server answers a repeated step as done, so ending it is safe.
 */
export const STEP_ANSWER_MS = 10_000;

function answeredInTime<T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STEP_ANSWER_MS);
  return send(controller.signal).finally(() => clearTimeout(timer));
}

/**
 * A tap not stored yet: `sending` on its first try, `waiting` once a try failed for want of a
 * connection (or the phone is offline), `queued` behind the delivery's other tap.
 */
export interface QueuedStep {
  step: DeliveryStep;
  state: 'sending' | 'waiting' | 'queued';
}

function queuedState({ failureCount, isPaused }: { failureCount: number; isPaused: boolean }): QueuedStep['state'] {
  if (failureCount > 0 || (isPaused && !onlineManager.isOnline())) return 'waiting';
  return isPaused ? 'queued' : 'sending';
}

/**
 * Taps not stored yet are kept on the phone as well: opening the map app can make the phone close
 * the browser in the background, and the stop sends them again when the page is opened next. Each
 * driver's under their own key: a colleague signing in on this phone neither sends nor drops them.
 */
const keptKey = (driverId: number | null) => `fahrer-offene-schritte-${driverId ?? 'unbekannt'}`;

interface KeptStep {
  orderId: number;
  step: DeliveryStep;
}

function readKept(driverId: number | null): KeptStep[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(keptKey(driverId)) ?? '[]');
    return Array.isArray(kept) ? (kept as KeptStep[]) : [];
  } catch {
    return [];
  }
}

function writeKept(driverId: number | null, kept: KeptStep[]): void {
  if (kept.length > 0) localStorage.setItem(keptKey(driverId), JSON.stringify(kept));
  else localStorage.removeItem(keptKey(driverId));
}

const isSame = (a: KeptStep) => (b: KeptStep) => a.orderId === b.orderId && a.step === b.step;

function keep(driverId: number | null, tap: KeptStep): void {
  const kept = readKept(driverId);
  if (!kept.some(isSame(tap))) writeKept(driverId, [...kept, tap]);
}

function forget(driverId: number | null, tap: KeptStep): void {
  writeKept(
    driverId,
    readKept(driverId).filter((other) => !isSame(tap)(other)),
  );
}

/** Kept taps on orders no longer in the driver's list (handed over at the counter, cancelled, given to another driver) have nothing left to do. */
export function forgetKeptStepsExcept(driverId: number | null, orderIds: number[]): void {
  writeKept(
    driverId,
    readKept(driverId).filter((tap) => orderIds.includes(tap.orderId)),
  );
}

/** A 401: the session ended (12 h without signal, or signed out elsewhere) and the phone is sent to the login; the tap is sent once the driver is back. */
const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** What the server answered, shown before the list is read again (no flicker back to the old step). */
function showStored(list: DriverDelivery[] | undefined, orderId: number, step: DeliveryStep, order: OrderRecord): DriverDelivery[] | undefined {
  if (!list) return list;
  if (step === 'deliver') return list.filter((delivery) => delivery.orderId !== orderId);
  return list.map((delivery) => (delivery.orderId === orderId ? { ...delivery, dispatchedAt: order.dispatchedAt ?? delivery.dispatchedAt } : delivery));
}

/**
 * The taps on one delivery of driver `driverId`, stored one after another (a „Zugestellt“ waits for
 * its „Unterwegs“) and kept until the server stored or refused them; a refusal is listed by useRefusedSteps.
 */
export function useDeliverySteps(driverId: number | null, orderId: number) {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: stepsOf(orderId),
    scope: { id: `lieferung-${orderId}` },
    mutationFn: (step: DeliveryStep) => answeredInTime((signal) => (step === 'deliver' ? driversApi.delivered(orderId, signal) : driversApi.dispatch(orderId, signal))),
    retry: (_failures, error) => isRetryableFailure(error),
    retryDelay: stepRetryDelay,
    // A refusal stays listed until acknowledged (useRefusedSteps); stored taps are dropped on the next success.
    gcTime: Infinity,
    onMutate: (step) => keep(driverId, { orderId, step }),
    onSuccess: (order, step) => {
      const cache = client.getMutationCache();
      for (const done of cache.findAll({ mutationKey: STEPS, status: 'success' })) cache.remove(done);
      client.setQueryData<DriverDelivery[]>(driverKeys.mine, (list) => showStored(list, orderId, step, order));
    },
    onSettled: (_order, error, step) => {
      if (!sessionEnded(error)) forget(driverId, { orderId, step });
      // The list, and the day's figures a handover adds to.
      return client.invalidateQueries({ queryKey: driverKeys.me });
    },
  });
  // Taps kept from a page closed before they were stored, unless this page is sending them already.
  useEffect(() => {
    const sending = client.getMutationCache().findAll({ mutationKey: stepsOf(orderId), status: 'pending' });
    for (const tap of readKept(driverId)) {
      if (tap.orderId === orderId && !sending.some((mutation) => mutation.state.variables === tap.step)) mutate(tap.step);
    }
  }, [client, driverId, orderId, mutate]);
  const queued = useMutationState({
    filters: { mutationKey: stepsOf(orderId), status: 'pending' },
    select: (mutation): QueuedStep => ({ step: mutation.state.variables as DeliveryStep, state: queuedState(mutation.state) }),
  });
  return { queued, tap: mutate };
}

/** A tap the server refused for good (the order was cancelled or given to another driver meanwhile). */
export interface RefusedStep {
  id: number;
  orderId: number;
  step: DeliveryStep;
  message: string;
}

const orderIdOf = (mutation: Mutation<unknown, Error, unknown>) => Number(mutation.options.mutationKey?.[2]);

/** The refused taps of this phone, each until the driver acknowledges it. */
export function useRefusedSteps() {
  const refused = useMutationState({
    filters: { mutationKey: STEPS, status: 'error' },
    select: (mutation): RefusedStep => ({
      id: mutation.mutationId,
      orderId: orderIdOf(mutation),
      step: mutation.state.variables as DeliveryStep,
      message: (mutation.state.error as Error).message,
    }),
  });
  const dismiss = useDismissMutation();
  return useMemo(() => ({ refused, dismiss }), [refused, dismiss]);
}
