import { WEEKDAY_NAMES } from './hours';

/** German names of the fields the change log stores, by their path (`price`, `escalation.alertAfterMinutes`). */
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
  channel: 'Eingang',
  waiveMinimum: 'Ohne Mindestbestellwert',
  overbook: 'Trotz voller Küche angenommen',
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
