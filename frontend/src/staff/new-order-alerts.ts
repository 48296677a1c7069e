import { formatEuroAmount, NEW_ORDER_NOTIFICATION, SOUND_RETRIES, SOUND_RETRY_DELAY_MS, type OrderRecord } from '@pizzeria/domain';
import { desiredTimeLabel } from './order-labels';

export const SOUND_SETTING_KEY = 'adminSoundEnabled';
export const SOUND_FAILED = 'Benachrichtigungston konnte nicht abgespielt werden.';

export function soundEnabledSetting(): boolean {
  return localStorage.getItem(SOUND_SETTING_KEY) !== 'off';
}

export function storeSoundEnabled(enabled: boolean): void {
  localStorage.setItem(SOUND_SETTING_KEY, enabled ? 'on' : 'off');
}

/** How many order numbers a notification for several orders names before "…". */
const NUMBERS_NAMED = 5;

/**
 * The text of docs/back-office.md#order-board, then what staff decide on without opening the board: number, wanted time and
 * amount of one order (`#12 · 02.03.2026, 19:30 · 24,50 €`), or the numbers of several.
 */
export function notificationBody(orders: readonly OrderRecord[]): string {
  const [first] = orders;
  if (!first) return NEW_ORDER_NOTIFICATION.body;
  if (orders.length === 1) {
    return `${NEW_ORDER_NOTIFICATION.body} #${first.order_id} · ${desiredTimeLabel(first)} · ${formatEuroAmount(first.order_total)}`;
  }
  const numbers = orders
    .slice(0, NUMBERS_NAMED)
    .map((o) => `#${o.order_id}`)
    .join(', ');
  return `${NEW_ORDER_NOTIFICATION.body} ${orders.length} neue Bestellungen: ${numbers}${orders.length > NUMBERS_NAMED ? ' …' : ''}`;
}

/** Shows the browser notification when staff allowed it; returns whether one was shown. */
export function notifyNewOrder(orders: readonly OrderRecord[] = []): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    const notification = new Notification(NEW_ORDER_NOTIFICATION.title, { body: notificationBody(orders), tag: 'neue-bestellung' });
    // A click brings staff straight to the board, where the order's popup is already open.
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch (error) {
    console.error('Benachrichtigung konnte nicht angezeigt werden.', error);
    return false;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sound held back until the first click: an expected state, shown as a hint on the page, not a fault. */
export class AutoplayBlockedError extends Error {
  constructor() {
    super('Der Browser blockiert die Tonwiedergabe.');
    this.name = 'AutoplayBlockedError';
  }
}

/** Plays a sound, trying again up to SOUND_RETRIES times SOUND_RETRY_DELAY_MS apart; resolves whether it played. */
export async function playWithRetries(play: () => Promise<void>, retries: number = SOUND_RETRIES, delayMs: number = SOUND_RETRY_DELAY_MS): Promise<boolean> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      await play();
      return true;
    } catch (error) {
      if (!(error instanceof AutoplayBlockedError)) console.error(SOUND_FAILED, error);
      if (attempt < retries) await wait(delayMs);
    }
  }
  return false;
}

let audio: AudioContext | null = null;

function audioContext(): AudioContext {
  audio ??= new AudioContext();
  return audio;
}

/**
 * Lets the board make sound later: browsers only start audio after a user gesture on the
 * page, so any click on the board calls this.
 */
export function unlockAudio(): void {
  if (typeof AudioContext === 'undefined') return;
  const context = audioContext();
  if (context.state === 'suspended') void context.resume();
}

/** Calls `listener` when the browser starts the page's audio, by itself or after a gesture. */
export function onAudioUnlocked(listener: () => void): () => void {
  if (typeof AudioContext === 'undefined') return () => undefined;
  const context = audioContext();
  const check = () => {
    if (context.state === 'running') listener();
  };
  context.addEventListener('statechange', check);
  return () => context.removeEventListener('statechange', check);
}

/** Whether the browser still holds sound back until the user interacts with the page. */
export function audioIsLocked(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  return audioContext().state === 'suspended';
}

/** A short two-tone chime generated with WebAudio, so no audio file has to be fetched. */
async function playTones(frequencies: readonly number[], wave: OscillatorType, peak: number, gap: number): Promise<void> {
  if (typeof AudioContext === 'undefined') throw new Error('WebAudio wird nicht unterstützt.');
  const context = audioContext();
  if (context.state !== 'running') {
    await Promise.race([context.resume(), wait(300)]);
    // The state changes while awaiting; read it again instead of trusting the narrowed type.
    if ((context.state as AudioContextState) !== 'running') throw new AutoplayBlockedError();
  }
  const start = context.currentTime;
  frequencies.forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const t = start + index * gap;
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(peak, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.5);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.55);
  });
}

/** The friendly two-tone chime of a new order. */
export function playChime(): Promise<void> {
  return playTones([880, 1318.5], 'sine', 0.4, 0.18);
}

/** Louder and harsher, three times: an order has waited too long for an answer. */
export function playAlarm(): Promise<void> {
  return playTones([988, 740, 988, 740, 988, 740], 'square', 0.9, 0.3);
}
