import { formatEuro } from './money';
import type { PaymentMethod } from './order-rules';
import type { PaymentStatus } from './order';

/**
 * Drivers: a confirmed delivery gets a driver, who sets off with it ("unterwegs") and hands it
 * over ("zugestellt"). Cash the customer hands over is the order total; "Ich zahle mit …"
 * (payWith) tells the driver which change to bring. Each driver settles their cash once per
 * service day.
 */

/** The highest note sum a customer may announce; more is a typing error, not a note. */
export const PAY_WITH_MAX_CENTS = 100_000;

/** The change to bring for `payWith` (cents), or null without one. */
export function changeCents(totalCents: number, payWithCents: number | null): number | null {
  return payWithCents === null ? null : payWithCents - totalCents;
}

/** Why a payWith does not fit the order's total, in the customer's words; null when it does. */
export function payWithProblem(totalCents: number, payWithCents: number): string | null {
  if (payWithCents < totalCents) return `Ich zahle mit: der Betrag muss mindestens ${formatEuro(totalCents)} (der Gesamtbetrag) sein.`;
  if (payWithCents > PAY_WITH_MAX_CENTS) return `Ich zahle mit: höchstens ${formatEuro(PAY_WITH_MAX_CENTS)}.`;
  return null;
}

/** A link that opens the address in the phone's map app (Google Maps' documented search URL). */
export function mapLink(address: { street: string; house_number: string; postalCode: string; city: string }): string {
  const query = `${address.street} ${address.house_number}, ${address.postalCode} ${address.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** One open delivery on the driver's phone (GET /api/admin/drivers/me/orders). Money in EUR. */
export interface DriverDelivery {
  orderId: number;
  /** ISO instant it is due at the customer. */
  estimatedAt: string | null;
  /** The kitchen reported it cooked: ready to take out (ISO instant), null before. */
  kitchenReadyAt: string | null;
  dispatchedAt: string | null;
  name: string;
  company: string;
  street: string;
  house_number: string;
  postalCode: string;
  city: string;
  mapUrl: string;
  phone: string;
  messageToDriver: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  /** What the driver collects at the door: the total for cash and card, 0 for a paid PayPal order. */
  toCollect: number;
  payWith: number | null;
  /** Change to bring for payWith. */
  change: number | null;
}

/** One driver's figures of one service day (GET /api/admin/settlements). Money in EUR. */
export interface DriverSettlement {
  driverId: number;
  name: string;
  /** Deliveries handed over that service day. */
  orders: number;
  cashDue: number;
  cardTotal: number;
  paypalTotal: number;
  /** Change money the driver was given; null until the settlement is closed. */
  float: number | null;
  /** Cash the driver handed back (float included); null until closed. */
  counted: number | null;
  /** counted − float − cashDue (negative: cash missing); null until closed. */
  difference: number | null;
  /** ISO instant; null while open. */
  closedAt: string | null;
}

export const DRIVER_MESSAGES = {
  notDelivery: 'Nur Lieferungen können einem Fahrer zugewiesen werden.',
  notConfirmed: 'Nur bestätigte Bestellungen können einem Fahrer zugewiesen werden.',
  alreadyOnItsWay: 'Die Bestellung ist bereits unterwegs; der Fahrer kann nicht mehr gewechselt werden.',
  noDriver: 'Bitte zuerst einen Fahrer zuweisen.',
  notOnItsWay: 'Die Bestellung ist noch nicht unterwegs.',
  cancelled: 'Die Bestellung wurde storniert.',
  unknownDriver: 'Fahrer: bitte einen aktiven Fahrer wählen.',
  assigned: 'Fahrer zugewiesen.',
  unassigned: 'Fahrer entfernt.',
  dispatched: 'Die Bestellung ist unterwegs.',
  delivered: 'Die Bestellung ist zugestellt.',
  settlementClosed: 'Abrechnung abgeschlossen.',
  settlementAlreadyClosed: 'Die Abrechnung dieses Fahrers für diesen Tag ist bereits abgeschlossen.',
  settlementNotStarted: 'Dieser Tag hat noch nicht begonnen und kann noch nicht abgerechnet werden.',
  openDeliveries: (name: string, count: number) =>
    `${name} hat noch ${count === 1 ? 'eine offene Lieferung' : `${count} offene Lieferungen`}: bitte zuerst zustellen oder einem anderen Fahrer geben.`,
  driverSettled: (name: string) => `Die Abrechnung von ${name} für diesen Tag ist bereits abgeschlossen: bitte einen anderen Fahrer wählen.`,
  badDate: 'Datum: bitte im Format JJJJ-MM-TT angeben.',
} as const;
