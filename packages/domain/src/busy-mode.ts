import type { DeliveryMethod } from './delivery-method';

/** The extra minutes staff may add from the board when the kitchen is swamped. */
export const BUSY_EXTRA_CHOICES = [15, 30, 45] as const;

/** Delivery or pickup paused by staff until an instant, with the note customers see. */
export interface BusyPause {
  /** ISO instant the pause ends by itself. */
  until: string;
  message: string;
}

/** Busy mode as staff set it on the board; each part ends by itself at its instant. */
export interface BusyModeState {
  extraMinutes: number;
  /** ISO instant the extra minutes end; null when none are set. */
  extraUntil: string | null;
  pauses: Partial<Record<DeliveryMethod, BusyPause>>;
}

export const BUSY_MODE_OFF: BusyModeState = { extraMinutes: 0, extraUntil: null, pauses: {} };

export const BUSY_MESSAGES = {
  pausedDefault: {
    lieferung: 'Wir liefern gerade nicht. Abholung ist weiterhin möglich.',
    abholung: 'Abholung ist gerade nicht möglich.',
  },
  badExtra: 'Bitte +15, +30 oder +45 Minuten wählen.',
  badUntil: 'Das Ende muss in der Zukunft liegen, spätestens am Ende des Öffnungstages.',
  badMethod: 'Bitte Lieferung oder Abholung wählen.',
  messageTooLong: 'Die Nachricht an die Kunden darf höchstens 120 Zeichen lang sein.',
} as const;

export const BUSY_MESSAGE_MAX = 120;

/** Busy mode as it applies at `now`: parts whose end has passed are gone. */
export function activeBusyMode(state: BusyModeState, now: Date): BusyModeState {
  const running = (until: string | null) => until !== null && Date.parse(until) > now.getTime();
  const extraOn = state.extraMinutes > 0 && running(state.extraUntil);
  const pauses: BusyModeState['pauses'] = {};
  for (const method of ['lieferung', 'abholung'] as const) {
    const pause = state.pauses[method];
    if (pause && running(pause.until)) pauses[method] = pause;
  }
  return { extraMinutes: extraOn ? state.extraMinutes : 0, extraUntil: extraOn ? state.extraUntil : null, pauses };
}

/** The note that refuses an order of `method` while it is paused, or null. */
export function pausedProblem(busy: BusyModeState, method: DeliveryMethod): string | null {
  return busy.pauses[method]?.message ?? null;
}
