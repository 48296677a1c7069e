import { isValidDateString } from './clock';
import { waitingTimeProblem } from './expected-time';
import { WEEKDAY_NAMES } from './hours';
import { EMAIL_PATTERN, PHONE_PATTERN, POSTAL_CODE_PATTERN } from './order-rules';
import type { OrderFlowSettings } from './settings';
import type { ShopIdentity } from './shop-info';

/**
 * Checks of the owner's settings (PATCH /api/admin/settings), shared by the server and the
 * settings screen. Each returns the first German message that refuses the value, or null.
 */

export const MAX_CLOSURES = 60;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const VAT_ID = /^[A-Z]{2}[0-9A-Z]{2,12}$/;

type Check = (value: unknown) => string | null;
const text = (min: number, max: number, message: string): Check => (v) =>
  typeof v === 'string' && v.trim().length >= min && v.trim().length <= max ? null : message;
const pattern = (re: RegExp, message: string, optional = false): Check => (v) =>
  typeof v === 'string' && ((optional && v.trim() === '') || re.test(v.trim())) ? null : message;

export const SHOP_FIELD_CHECKS: Record<keyof ShopIdentity, Check> = {
  name: text(1, 60, 'Bitte den Namen des Geschäfts angeben (1–60 Zeichen).'),
  street: text(1, 100, 'Bitte Straße und Hausnummer angeben (1–100 Zeichen).'),
  postalCode: pattern(POSTAL_CODE_PATTERN, 'Die Postleitzahl muss aus fünf Ziffern bestehen.'),
  city: text(1, 60, 'Bitte den Ort angeben (1–60 Zeichen).'),
  phone: pattern(PHONE_PATTERN, 'Bitte eine gültige Telefonnummer angeben.'),
  email: (v) => (typeof v === 'string' && v.length <= 254 && EMAIL_PATTERN.test(v.trim()) ? null : 'Bitte eine gültige E-Mail-Adresse angeben.'),
  owner: text(1, 100, 'Bitte den Inhaber angeben (1–100 Zeichen).'),
  registerEntry: text(0, 100, 'Der Registereintrag darf höchstens 100 Zeichen lang sein.'),
  vatId: pattern(VAT_ID, 'Die USt-IdNr. muss wie DE123456789 aussehen (oder leer bleiben).', true),
};

export function shopIdentityProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Bitte die Angaben zum Geschäft vollständig senden.';
  const shop = value as Record<string, unknown>;
  for (const [field, check] of Object.entries(SHOP_FIELD_CHECKS)) {
    const problem = check(shop[field]);
    if (problem) return problem;
  }
  return null;
}

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function dayProblem(day: Record<string, unknown>): string | null {
  const name = WEEKDAY_NAMES[day.weekday as number];
  const times = [day.open, day.close, day.deliveryFrom, day.deliveryUntil];
  if (times.every((t) => t === null)) return null;
  if (times.some((t) => t === null || t === undefined || t === '')) return `${name}: Bitte alle vier Zeiten angeben oder alle leer lassen (Ruhetag).`;
  const bad = times.find((t) => typeof t !== 'string' || !TIME.test(t));
  if (bad !== undefined) return `${name}: „${String(bad)}“ ist keine gültige Uhrzeit (HH:MM).`;
  const [open, close, from, until] = (times as string[]).map(minutes);
  if (open === 24 * 60 || from === 24 * 60) return `${name}: Öffnung und Lieferbeginn müssen vor 24:00 liegen.`;
  if (close <= open) return `${name}: Die Schließzeit muss nach der Öffnungszeit liegen.`;
  if (until <= from) return `${name}: Das Lieferende muss nach dem Lieferbeginn liegen.`;
  if (from < open || until > close) return `${name}: Die Lieferzeiten müssen innerhalb der Öffnungszeiten liegen.`;
  return lunchProblem(day, name, open);
}

/** The optional lunch service: a range before the main opening, delivery (if any) inside it. */
function lunchProblem(day: Record<string, unknown>, name: string, mainOpen: number): string | null {
  const given = (t: unknown) => t !== null && t !== undefined && t !== '';
  const pair = (a: unknown, b: unknown, what: string): string | null => {
    if (!given(a) && !given(b)) return null;
    if (!given(a) || !given(b)) return `${name}: Bitte für ${what} Beginn und Ende angeben oder beide leer lassen.`;
    const bad = [a, b].find((t) => typeof t !== 'string' || !TIME.test(t) || t === '24:00');
    return bad === undefined ? null : `${name}: „${String(bad)}“ ist keine gültige Uhrzeit (HH:MM).`;
  };
  const problem = pair(day.lunchOpen, day.lunchClose, 'den Mittagstisch') ?? pair(day.lunchDeliveryFrom, day.lunchDeliveryUntil, 'die Mittagslieferung');
  if (problem) return problem;
  if (!given(day.lunchOpen)) return given(day.lunchDeliveryFrom) ? `${name}: Mittagslieferung nur mit Mittagstisch-Zeiten.` : null;
  const [open, close] = [minutes(day.lunchOpen as string), minutes(day.lunchClose as string)];
  if (close <= open) return `${name}: Der Mittagstisch muss enden, nachdem er beginnt.`;
  if (close > mainOpen) return `${name}: Der Mittagstisch muss vor der Öffnung am Abend enden.`;
  if (!given(day.lunchDeliveryFrom)) return null;
  const [from, until] = [minutes(day.lunchDeliveryFrom as string), minutes(day.lunchDeliveryUntil as string)];
  if (until <= from) return `${name}: Das Ende der Mittagslieferung muss nach ihrem Beginn liegen.`;
  if (from < open || until > close) return `${name}: Die Mittagslieferung muss innerhalb des Mittagstischs liegen.`;
  return null;
}

export function hoursProblem(value: unknown): string | null {
  const everyDay = 'Bitte für jeden Wochentag (0 = Sonntag bis 6 = Samstag) genau einen Eintrag angeben.';
  if (!Array.isArray(value) || value.length !== 7) return everyDay;
  const days = value as Record<string, unknown>[];
  if (days.some((d) => typeof d !== 'object' || d === null)) return everyDay;
  const weekdays = new Set(days.map((d) => d.weekday));
  if (weekdays.size !== 7 || [0, 1, 2, 3, 4, 5, 6].some((w) => !weekdays.has(w))) return everyDay;
  for (const day of [...days].sort((a, b) => (a.weekday as number) - (b.weekday as number))) {
    const problem = dayProblem(day);
    if (problem) return problem;
  }
  return null;
}

export function closuresProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'Bitte die Schließtage als Liste senden.';
  if (value.length > MAX_CLOSURES) return `Bitte höchstens ${MAX_CLOSURES} Schließzeiten eintragen.`;
  for (const closure of value as Record<string, unknown>[]) {
    if (typeof closure !== 'object' || closure === null) return 'Bitte die Schließtage als Liste senden.';
    if (!isValidDateString(closure.from) || !isValidDateString(closure.until)) return 'Bitte für jede Schließzeit gültige Daten (TT.MM.JJJJ) angeben.';
    if (closure.until < closure.from) return 'Das Ende einer Schließzeit darf nicht vor ihrem Beginn liegen.';
    const problem = text(1, 200, 'Bitte für jede Schließzeit eine Nachricht an die Kunden angeben (1–200 Zeichen).')(closure.message);
    if (problem) return problem;
  }
  return null;
}

const whole = (v: unknown, min: number, max: number): boolean => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

export const ORDER_FLOW_CHECKS: { [K in keyof OrderFlowSettings]: (value: Record<string, unknown>) => string | null } = {
  printing: (v) => {
    if (!['off', 'on-arrival', 'on-accept'].includes(v.autoPrint as string)) return 'Bitte einen Druckmodus wählen: aus, bei Eingang oder bei Bestätigung.';
    return whole(v.copies, 1, 5) ? null : 'Die Anzahl der Ausdrucke muss zwischen 1 und 5 liegen.';
  },
  preorders: (v) => (whole(v.dueMinutesBefore, 0, 720) ? null : 'Vorbestellungen müssen 0 bis 720 Minuten vor der gewünschten Zeit fällig werden.'),
  escalation: (v) => {
    if (!whole(v.alertAfterMinutes, 1, 60)) return 'Der Alarm muss nach 1 bis 60 Minuten kommen.';
    if (!whole(v.customerNoticeAfterMinutes, 1, 120)) return 'Der Hinweis an den Kunden muss nach 1 bis 120 Minuten kommen.';
    if (v.autoCancelAfterMinutes !== null && !whole(v.autoCancelAfterMinutes, 5, 240)) return 'Die automatische Stornierung muss leer sein oder nach 5 bis 240 Minuten kommen.';
    return null;
  },
  capacity: (v) => {
    const ok = (n: unknown) => n === null || whole(n, 1, 1000);
    return ok(v.maxOrdersPerSlot) && ok(v.maxPizzasPerSlot) ? null : 'Die Kapazität je Zeitfenster muss leer oder eine ganze Zahl von 1 bis 1000 sein.';
  },
  waitingTimes: (v) => waitingTimeProblem(v)?.message ?? null,
  privacy: (v) => (whole(v.retentionDays, 30, 3650) ? null : 'Die Aufbewahrungsfrist muss 30 bis 3650 Tage betragen.'),
};

/** The fields of a section (defaults give the list), so a partial or extra-laden section is refused. */
export function orderFlowProblem<K extends keyof OrderFlowSettings>(key: K, value: unknown, defaults: OrderFlowSettings[K]): string | null {
  const shape = 'Bitte alle Felder des Bereichs angeben.';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shape;
  const fields = Object.keys(defaults);
  if (fields.some((f) => !(f in value))) return shape;
  return ORDER_FLOW_CHECKS[key](value as Record<string, unknown>);
}

