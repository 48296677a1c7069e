export const COOKIE_CONSENT_KEY = 'cookieConsent';

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO instant of the choice, so a later policy change can ask again. */
  savedAt: string;
}

export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

export function readConsent(): CookieConsent | null {
  try {
    const data: unknown = JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
    if (typeof data !== 'object' || data === null) return null;
    const record = data as Record<string, unknown>;
    if (typeof record.analytics !== 'boolean' || typeof record.marketing !== 'boolean') return null;
    return { necessary: true, analytics: record.analytics, marketing: record.marketing, savedAt: String(record.savedAt ?? '') };
  } catch {
    return null;
  }
}

export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, savedAt: now.toISOString() };
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  } catch {
    // Storage disabled (private mode): the choice holds for this visit only.
  }
  return consent;
}
