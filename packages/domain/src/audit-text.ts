import { formatEuro, toCents } from './money';
import { WEEKDAY_NAMES } from './hours';
import { zonedTime, weekdayOf } from './clock';

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
  dayclose: ['dayclose'],
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
  'order.complete': 'Bestellung abgeschlossen',
  'order.cancel': 'Bestellung storniert',
  'order.refund': 'Erstattung',
  'order.print': 'Bon gedruckt',
  'order.reprint': 'Bon nachgedruckt',
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

const FIELDS: Record<string, string> = {
  // menu
  productsName: 'Name',
  productsDescription: 'Beschreibung',
  normal_size_price: 'Preis',
  price: 'Preis',
  category_id: 'Kategorie',
  categoryID: 'Kategorie',
  product_id: 'Produkt',
  sortOrder: 'Reihenfolge',
  variant_name: 'Name',
  extra_name: 'Name',
  dressingName: 'Name',
  dipName: 'Name',
  dipID: 'Dip-Nummer',
  group: 'Gruppe',
  available: 'Verfügbar',
  soldOutUntil: 'Ausverkauft bis',
  allergens: 'Allergene',
  additives: 'Zusatzstoffe',
  categoriesName: 'Name',
  vatRate: 'MwSt.-Satz',
  addDirectly: 'Direkt in den Warenkorb',
  priceFrom: 'Preis aus',
  showVariantSelector: 'Größenauswahl zeigen',
  offersExtras: 'Extras anbieten',
  dressingGroup: 'Dressing-Gruppe',
  requiredChoice: 'Pflichtauswahl',
  dipGroup: 'Dip-Gruppe',
  lineDetail: 'Zeilendetail',
  countsForKitchenCapacity: 'Zählt für die Küchenkapazität',
  onKitchenTickets: 'Auf Küchenbons',
  illustration: 'Bild',
  variantLabel: 'Bezeichnung der Größe',
  optionLabel: 'Bezeichnung der Auswahl',
  loc_plz: 'PLZ',
  loc_name: 'Ort',
  min_bestellwert: 'Mindestbestellwert',
  // vouchers
  code: 'Code',
  kind: 'Art',
  value: 'Wert',
  minOrderValue: 'Mindestbestellwert',
  validFrom: 'Gültig ab',
  validUntil: 'Gültig bis',
  usageLimit: 'Max. Einlösungen',
  active: 'Aktiv',
  // staff
  username: 'Benutzername',
  role: 'Rolle',
  passwordChanged: 'Passwort neu gesetzt',
  // orders
  status: 'Status',
  refund: 'Erstattung',
  eta: 'Zugesagt für',
  deliveryTime: 'Gewählte Zeit',
  reason: 'Grund',
  amount: 'Betrag',
  from: 'Vorher',
  to: 'Nachher',
  // settings
  'shop.name': 'Name des Shops',
  'shop.street': 'Straße',
  'shop.postalCode': 'PLZ',
  'shop.city': 'Ort',
  'shop.phone': 'Telefon',
  'shop.email': 'E-Mail',
  'shop.owner': 'Inhaber',
  'shop.registerEntry': 'Registereintrag',
  'shop.vatId': 'USt-IdNr.',
  'printing.autoPrint': 'Automatischer Druck',
  'printing.copies': 'Ausdrucke',
  'preorders.dueMinutesBefore': 'Vorbestellungen fällig vor Wunschzeit',
  'escalation.alertAfterMinutes': 'Alarm nach',
  'escalation.customerNoticeAfterMinutes': 'Hinweis an Kunden nach',
  'escalation.autoCancelAfterMinutes': 'Automatisch stornieren nach',
  'capacity.maxOrdersPerSlot': 'Max. Bestellungen je Zeitfenster',
  'capacity.maxPizzasPerSlot': 'Max. Pizzen je Zeitfenster',
  'waitingTimes.lieferung': 'Wartezeit Lieferung',
  'waitingTimes.abholung': 'Wartezeit Abholung',
  // busy mode
  extraMinutes: 'Zusatzzeit',
  extraUntil: 'Zusatzzeit bis',
  'pauses.lieferung.until': 'Lieferung pausiert bis',
  'pauses.lieferung.message': 'Hinweis zur Lieferpause',
  'pauses.abholung.until': 'Abholung pausiert bis',
  'pauses.abholung.message': 'Hinweis zur Abholpause',
};

const HOURS_FIELDS: Record<string, string> = { open: 'öffnet', close: 'schließt', deliveryFrom: 'Lieferung ab', deliveryUntil: 'Lieferung bis', weekday: 'Wochentag' };
const CLOSURE_FIELDS: Record<string, string> = { from: 'von', until: 'bis', message: 'Hinweis' };

/** The German name of a field path; list entries (hours, closures) by weekday or number. */
export function auditFieldLabel(field: string): string {
  if (FIELDS[field]) return FIELDS[field];
  const hours = /^hours\.(\d)\.(\w+)$/.exec(field);
  if (hours) return `Öffnungszeiten ${WEEKDAY_NAMES[Number(hours[1])] ?? ''}: ${HOURS_FIELDS[hours[2]] ?? 'Zeit'}`;
  const closure = /^closures\.(\d+)\.(\w+)$/.exec(field);
  if (closure) return `Schließzeit ${Number(closure[1]) + 1}: ${CLOSURE_FIELDS[closure[2]] ?? 'Angabe'}`;
  if (field === 'hours' || field === 'closures') return field === 'hours' ? 'Öffnungszeiten' : 'Schließzeiten';
  return 'Angabe';
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
    if (MONEY.has(field)) return formatEuro(toCents(value)).replace(/\u00a0/g, ' ');
    if (MINUTES.test(field)) return `${value} Min.`;
    if (field === 'vatRate') return `${value} %`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (INSTANT.test(value)) return auditTime(value, timeZone);
    if (field === 'role') return ROLES[value] ?? value;
    if (field === 'printing.autoPrint') return AUTO_PRINT[value] ?? value;
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
