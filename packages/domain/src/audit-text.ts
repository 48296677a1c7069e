import { formatEuroAmount } from './money';
import { auditFieldLabel } from './audit-fields';
import { WEEKDAY_NAMES } from './hours';
import { zonedTime, weekdayOf } from './clock';
import { ORDER_CHANNEL_LABELS, type OrderChannel } from './order-channel';

/** One changed field as the change log stores it: its path (`price`, `escalation.alertAfterMinutes`) and both values. */
export interface AuditChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One line of an entry as people read it: "Preis: 7,90 € → 8,50 €" (`from` only for a change). */
export interface AuditLine {
  label: string;
  from?: string;
  to: string;
}

/** The areas the change log is filtered by. */
export const AUDIT_KINDS = {
  orders: 'Bestellungen',
  menu: 'Speisekarte',
  settings: 'Einstellungen',
  busy: 'Viel los',
  staff: 'Mitarbeiter',
  vouchers: 'Gutscheine',
  dayclose: 'Tagesabschluss',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;

/** The action prefixes (before the dot) of each area. */
export const AUDIT_KIND_PREFIXES: Record<AuditKind, readonly string[]> = {
  orders: ['order', 'customer'],
  menu: ['products', 'product-variants', 'extras', 'dressings', 'dips', 'categories', 'locations'],
  settings: ['settings'],
  busy: ['busy-mode'],
  staff: ['user'],
  vouchers: ['vouchers'],
  dayclose: ['dayclose', 'settlement'],
};

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === 'string' && value in AUDIT_KINDS;
}

const SUBJECTS: Record<string, string> = {
  products: 'Produkt',
  'product-variants': 'Variante',
  extras: 'Extra',
  dressings: 'Dressing/Sauce',
  dips: 'Dip',
  categories: 'Kategorie',
  locations: 'Liefergebiet',
  vouchers: 'Gutschein',
};
const VERBS: Record<string, string> = { create: 'angelegt', update: 'geändert', delete: 'entfernt', availability: 'Verfügbarkeit geändert' };

const ACTIONS: Record<string, string> = {
  'user.create': 'Zugang angelegt',
  'user.update': 'Zugang geändert',
  'user.password': 'Eigenes Passwort geändert',
  'settings.update': 'Einstellungen geändert',
  'busy-mode.update': '„Viel los“ geändert',
  'order.confirm': 'Bestellung bestätigt',
  'order.ready': 'Küche fertig (Lieferung wartet auf Fahrer)',
  'order.complete': 'Bestellung abgeschlossen',
  'order.cancel': 'Bestellung storniert',
  'order.refund': 'Erstattung',
  'order.print': 'Bon gedruckt',
  'order.reprint': 'Bon nachgedruckt',
  'order.assign': 'Fahrer zugewiesen',
  'order.dispatch': 'Bestellung unterwegs',
  'order.deliver': 'Bestellung zugestellt',
  'settlement.close': 'Fahrerabrechnung abgeschlossen',
  'customer.erase': 'Kundendaten gelöscht (anonymisiert)',
  'customer.retention': 'Alte Kundendaten anonymisiert (Aufbewahrungsfrist)',
  'dayclose.create': 'Tag abgeschlossen (Z-Bericht)',
};

/** "products.update" → "Produkt geändert". */
export function auditActionLabel(action: string): string {
  if (ACTIONS[action]) return ACTIONS[action];
  const [subject, verb] = action.split('.');
  if (SUBJECTS[subject] && VERBS[verb]) return verb === 'availability' ? `${SUBJECTS[subject]}: ${VERBS[verb]}` : `${SUBJECTS[subject]} ${VERBS[verb]}`;
  return 'Sonstige Änderung';
}

const MONEY = new Set(['normal_size_price', 'price', 'min_bestellwert', 'minOrderValue', 'amount']);
const MINUTES = /(Minutes|MinutesBefore|^waitingTimes\.\w+)$|^extraMinutes$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ROLES: Record<string, string> = { owner: 'Inhaber', counter: 'Theke', kitchen: 'Küche' };
const AUTO_PRINT: Record<string, string> = { off: 'aus', 'on-arrival': 'bei Eingang', 'on-accept': 'bei Bestätigung' };

/** "Fr 27.11.2026, 03:00 Uhr" in the shop's zone. */
export function auditTime(iso: string, timeZone: string): string {
  const { date, time } = zonedTime(new Date(iso), timeZone);
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 2)} ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}, ${time} Uhr`;
}

/** A stored value as people read it: euros, minutes, yes/no, shop-zone times, role names. */
export function auditValue(field: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') {
    if (field === 'available') return value ? 'verfügbar' : 'ausverkauft';
    return value ? 'ja' : 'nein';
  }
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatEuroAmount(value).replace(/\u00a0/g, ' ');
    if (MINUTES.test(field)) return `${value} Min.`;
    if (field === 'vatRate') return `${value} %`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return auditTime(value, timeZone);
    if (field === 'role') return ROLES[value] ?? value;
    if (field === 'printing.autoPrint') return AUTO_PRINT[value] ?? value;
    if (field === 'channel') return ORDER_CHANNEL_LABELS[value as OrderChannel] ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValue(field, v, timeZone)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${auditFieldLabel(`${field}.${key}`)}: ${auditValue(`${field}.${key}`, inner, timeZone)}`)
    .join('; ');
}

/** Facts beside the changes in a fixed order (the database keeps no key order): why first, then the rest. */
const FACT_ORDER = ['reason', 'deliveryTime', 'eta', 'amount'];
const factRank = (key: string) => (FACT_ORDER.includes(key) ? FACT_ORDER.indexOf(key) : FACT_ORDER.length);

/** The lines of an entry's details: each change as old → new first, then other facts (reason, ETA) as they are. */
export function auditLines(details: Record<string, unknown> | null, timeZone: string): AuditLine[] {
  if (!details) return [];
  const changes = Array.isArray(details.changes) ? (details.changes as AuditChange[]) : [];
  const lines: AuditLine[] = changes.map((change) => ({
    label: auditFieldLabel(change.field),
    from: auditValue(change.field, change.from, timeZone),
    to: auditValue(change.field, change.to, timeZone),
  }));
  const facts = Object.keys(details)
    .filter((key) => key !== 'changes')
    .sort((a, b) => factRank(a) - factRank(b) || a.localeCompare(b));
  for (const key of facts) {
    for (const [field, inner] of flatten(key, details[key])) lines.push({ label: auditFieldLabel(field), to: auditValue(field, inner, timeZone) });
  }
  return lines;
}

/** {escalation: {alertAfterMinutes: 3}} → [['escalation.alertAfterMinutes', 3]]; lists and plain values stay whole. */
export function flatten(path: string, value: unknown): [string, unknown][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(path ? `${path}.${key}` : key, inner));
  }
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    return value.flatMap((inner, index) => flatten(`${path}.${listKey(path, inner, index)}`, inner));
  }
  return [[path, value]];
}

/** Opening hours are keyed by weekday, so a change on Tuesday reads as Tuesday's. */
function listKey(path: string, inner: unknown, index: number): string {
  const weekday = (inner as { weekday?: unknown } | null)?.weekday;
  return path === 'hours' && typeof weekday === 'number' ? String(weekday) : String(index);
}

/** The fields whose value differs between two states of the same thing, as changes. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = new Map(flatten('', before));
  const next = new Map(flatten('', after));
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields
    .filter((field) => JSON.stringify(old.get(field) ?? null) !== JSON.stringify(next.get(field) ?? null))
    .map((field) => ({ field, from: old.get(field) ?? null, to: next.get(field) ?? null }));
}
