import { type Cents } from './money';
import { addDays, isValidDateString, minutesOf, type ZonedTime } from './clock';
import { TUESDAY_CLOSED_MESSAGE, closedDayMessage } from './hours';
import { orderTimesOf, type ShopSchedule } from './shop-info';
import { MAX_PREORDER_DAYS, withinServiceHours } from './service-ranges';
import { ASAP, isEarlyTime, timeSlots } from './slots';
import type { DeliveryMethod } from './delivery-method';
import { ORDER_TIMES_DEFAULTS, earlyOrderMessage } from './order-times';

/** How a customer may pay online: cash on handover or PayPal in advance. */
export type OnlinePaymentMethod = 'cash' | 'paypal';
/** Every way an order is paid: online's, and a card at the door or counter (orders staff enter only). */
export type PaymentMethod = OnlinePaymentMethod | 'card';
/** The online checkout's choices; an online order can never name 'card'. */
export const PAYMENT_METHODS: readonly OnlinePaymentMethod[] = ['cash', 'paypal'];
/** What staff may take for an order they enter (PayPal needs the customer's own browser). */
export type CounterPaymentMethod = Extract<PaymentMethod, 'cash' | 'card'>;
export const COUNTER_PAYMENT_METHODS: readonly CounterPaymentMethod[] = ['cash', 'card'];
/** The payment method as staff and customers read it (board, receipt, mails, exports). */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { cash: 'Barzahlung', paypal: 'PayPal', card: 'Kartenzahlung' };

/** Maximum field lengths of docs/ordering.md#checkout-fields; the form, the DTOs and the database share them. */
export const FIELD_LIMITS = {
  firstName: 20,
  lastName: 20,
  street: 30,
  house_number: 5,
  city: 30,
  company: 30,
  email: 50,
  phone: 20,
  discountCode: 10,
  messageToDriver: 100,
  messageToChef: 100,
} as const;
export const POSTAL_CODE_MAX = 99999;

export const ORDER_MESSAGES = {
  belowMinimum: 'Mindestbestellwert nicht erreicht.',
  before17: 'Bestellungen vor 17 Uhr auf Anfrage oder 100€',
  shopClosed: 'Shop geschlossen',
  acceptTerms: 'Bitte akzeptieren Sie die Datenschutzbestimmungen und AGB.',
  orderProblem: 'Es gab ein Problem mit der Bestellung.',
  orderError: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  tuesday: TUESDAY_CLOSED_MESSAGE,
  badDate: 'Bitte wählen Sie ein gültiges Datum.',
  pastDate: 'Das Datum liegt in der Vergangenheit.',
  tooFarAhead: `Vorbestellungen sind höchstens ${MAX_PREORDER_DAYS} Tage im Voraus möglich.`,
  badTime: 'Bitte wählen Sie eine gültige Uhrzeit.',
  asapNeedsOpenShop: 'So schnell wie möglich geht nur, solange wir geöffnet haben. Bitte wählen Sie eine Uhrzeit.',
  unknownLocation: 'Wir liefern leider nicht an diese Postleitzahl.',
} as const;

export const REQUIRED_FIELDS_BASE = ['firstName', 'lastName', 'email', 'phone'] as const;
export const REQUIRED_FIELDS_DELIVERY = ['street', 'house_number'] as const;

export function requiredFields(method: DeliveryMethod): readonly string[] {
  return method === 'lieferung' ? [...REQUIRED_FIELDS_BASE, ...REQUIRED_FIELDS_DELIVERY] : REQUIRED_FIELDS_BASE;
}

export interface ShopStatus {
  isShopLive: boolean;
  preordersEnabled: boolean;
}

/** Checkout is possible when the shop is live or pre-orders are on (docs/ordering.md#shop-closed). */
export function canCheckout(status: ShopStatus): boolean {
  return status.isShopLive || status.preordersEnabled;
}

/** Whether the cart's checkout button is enabled. */
export function cartCheckoutEnabled(input: { itemCount: number; deliveryMethod: DeliveryMethod; subtotalCents: Cents; minOrderCents: Cents }): boolean {
  if (input.itemCount <= 0) return false;
  if (input.deliveryMethod === 'abholung') return true;
  return input.subtotalCents >= input.minOrderCents;
}

export interface TimingInput {
  desiredDeliveryDate: string;
  desiredDeliveryTime: string;
  /** The customer asked for a pre-order (or server pre-orders are on). */
  preorder: boolean;
  /** The hours table limits delivery and pickup times differently. */
  deliveryMethod: DeliveryMethod;
}

/**
 * Checks an order's date and time against the clock and the shop's switches. Returns the first
 * German message that refuses it, or null. Shared by the checkout form and the server.
 */
export function timingProblem(
  input: TimingInput & {
    now: ZonedTime;
    status: ShopStatus;
    schedule?: ShopSchedule;
    /**
     * Whether the method is open now (isOpenNow: switch, closures, pause, hours) and, when not, the
     * refusal of 'So schnell wie möglich' naming the next opening (asapClosedMessage). Without
     * them only the switch and the hours at `now` count.
     */
    openNow?: boolean;
    closedMessage?: string;
  },
): string | null {
  const { desiredDeliveryDate: date, desiredDeliveryTime: time, deliveryMethod, now, status, schedule } = input;
  if (!canCheckout(status)) return ORDER_MESSAGES.shopClosed;
  if (!isValidDateString(date)) return ORDER_MESSAGES.badDate;
  if (date < now.date) return ORDER_MESSAGES.pastDate;
  const closed = closedDayMessage(date, schedule);
  // 'So schnell wie möglich' on a closed day also says when the shop opens next.
  if (closed) return time === ASAP && date === now.date && input.closedMessage ? `${closed} ${input.closedMessage}` : closed;
  if (date > addDays(now.date, MAX_PREORDER_DAYS)) return ORDER_MESSAGES.tooFarAhead;
  const preorder = input.preorder || status.preordersEnabled || !status.isShopLive;
  if (time === ASAP) {
    if (!status.isShopLive || date !== now.date) return ORDER_MESSAGES.asapNeedsOpenShop;
    const open = input.openNow ?? withinServiceHours(now, deliveryMethod, schedule);
    return open ? null : (input.closedMessage ?? ORDER_MESSAGES.asapNeedsOpenShop);
  }
  if (!timeSlots({ date, now, preorder, deliveryMethod, schedule }).includes(time)) return ORDER_MESSAGES.badTime;
  return null;
}

/**
 * The 17:00 rule with the owner's figures: a time before the early-order hour (outside a lunch
 * service) needs a total of at least the early-order minimum. Without `where`, the seed's figures on a
 * day without lunch service.
 */
export function earlyOrderProblem(time: string, totalCents: Cents, where?: { date: string; deliveryMethod: DeliveryMethod; schedule?: ShopSchedule }): string | null {
  if (time === ASAP || !/^\d{2}:\d{2}$/.test(time)) return null;
  const times = where?.schedule ? orderTimesOf(where.schedule) : ORDER_TIMES_DEFAULTS;
  const early = where ? isEarlyTime(time, where) : minutesOf(time) < minutesOf(times.earlyOrderBefore);
  return early && totalCents < times.earlyOrderMinCents ? earlyOrderMessage(times) : null;
}

/** Minimum order value: the cart sum must reach the location's minimum and the total be above zero. */
export function minimumOrderProblem(subtotalCents: Cents, totalCents: Cents, minOrderCents: Cents): string | null {
  if (subtotalCents < minOrderCents || totalCents <= 0) return ORDER_MESSAGES.belowMinimum;
  return null;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^\+?[0-9 ()/-]{6,20}$/;
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

export const TEXT_MESSAGES = {
  invisibleCharacters: 'Bitte keine Steuer- oder unsichtbaren Formatierungszeichen eingeben.',
  needsLetter: 'Bitte geben Sie mindestens einen Buchstaben ein.',
} as const;

/**
 * Unicode control (Cc) and format (Cf) characters: zero-width spaces and joiners, bidi overrides
 * that make a mail or receipt read backwards, NUL and friends. No name, address or e-mail needs one.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const LETTER = /\p{L}/u;

/** The German reason why a name-like field (name, street, city) is refused, or null. */
export function nameTextProblem(value: string): string | null {
  if (INVISIBLE.test(value)) return TEXT_MESSAGES.invisibleCharacters;
  return LETTER.test(value) ? null : TEXT_MESSAGES.needsLetter;
}

/** The German reason why a plain one-line field (company, house number, e-mail) is refused, or null. */
export function plainTextProblem(value: string): string | null {
  return INVISIBLE.test(value) ? TEXT_MESSAGES.invisibleCharacters : null;
}

const FORMAT = /\p{Cf}/gu;
const PICTOGRAPH_BEFORE = /\p{Extended_Pictographic}\uFE0F?$/u;
const PICTOGRAPH_AFTER = /^\p{Extended_Pictographic}/u;

/**
 * Free text (messages to the kitchen and the driver, product names and descriptions) without
 * Unicode format characters: bidi overrides and isolates that make a ticket or mail read
 * backwards, zero-width spaces and joiners that hide text, soft hyphens, byte order marks. They
 * are taken out rather than refused, since they arrive unseen with pasted text. A zero-width
 * joiner between two pictographs stays: it builds one emoji (👩‍🍳) and hides nothing.
 */
export function withoutFormatCharacters(value: string): string {
  return value.replace(FORMAT, (char: string, offset: number, whole: string) =>
    char === '\u200d' && PICTOGRAPH_BEFORE.test(whole.slice(0, offset)) && PICTOGRAPH_AFTER.test(whole.slice(offset + 1)) ? char : '',
  );
}
