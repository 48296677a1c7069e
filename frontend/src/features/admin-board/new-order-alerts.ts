import { NEW_ORDER_NOTIFICATION, SOUND_RETRIES, SOUND_RETRY_DELAY_MS } from '@pizzeria/domain';

export const SOUND_SETTING_KEY = 'adminSoundEnabled';
export const SOUND_FAILED = 'Benachrichtigungston konnte nicht abgespielt werden.';

export function soundEnabledSetting(): boolean {
  return localStorage.getItem(SOUND_SETTING_KEY) !== 'off';
}

export function storeSoundEnabled(enabled: boolean): void {
  localStorage.setItem(SOUND_SETTING_KEY, enabled ? 'on' : 'off');
}

/** Shows the browser notification when staff allowed it; returns whether one was shown. */
export function notifyNewOrder(): boolean {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  try {
    const notification = new Notification(NEW_ORDER_NOTIFICATION.title, { body: NEW_ORDER_NOTIFICATION.body, tag: 'neue-bestellung' });
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

/** Plays a sound, trying again up to SOUND_RETRIES times SOUND_RETRY_DELAY_MS apart; resolves whether it played. */
export async function playWithRetries(
  play: () => Promise<void>,
  retries: number = SOUND_RETRIES,
  delayMs: number = SOUND_RETRY_DELAY_MS,
): Promise<boolean> {
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      await play();
      return true;
    } catch (error) {
      console.error(SOUND_FAILED, error);
      if (attempt < retries) await wait(delayMs);
    }
  }
  return false;
}

export class AutoplayBlockedError extends Error {
  constructor() {
    super('Der Browser blockiert die Tonwiedergabe.');
    this.name = 'AutoplayBlockedError';
  }
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

/** Whether the browser still holds sound back until the user interacts with the page. */
export function audioIsLocked(): boolean {
  if (typeof AudioContext === 'undefined') return false;
  return audioContext().state === 'suspended';
}

/** A short two-tone chime generated with WebAudio, so no audio file has to be fetched. */
export async function playChime(): Promise<void> {
  if (typeof AudioContext === 'undefined') throw new Error('WebAudio wird nicht unterstützt.');
  const context = audioContext();
  if (context.state !== 'running') {
    await Promise.race([context.resume(), wait(300)]);
    // The state changes while awaiting; read it again instead of trusting the narrowed type.
    if ((context.state as AudioContextState) !== 'running') throw new AutoplayBlockedError();
  }
  const start = context.currentTime;
  [880, 1318.5].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const t = start + index * 0.18;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.4, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.5);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.55);
  });
}
