import type { OrderChannel } from './order-channel';
import type { VatShare } from './vat';

/**
 * The close of day (Tagesabschluss) and the tax adviser's export. A service day runs from the
 * owner's `dayBoundary` to the same hour next day; revenue belongs to the day an order is
 * completed, a refund or a cancellation to the day it happens.
 */

/** The accounts a closed day is booked on (DATEV Sachkonten, digits only). */
export interface AccountantAccounts {
  cash: string;
  card: string;
  paypal: string;
  /** Revenue per VAT rate. */
  revenue0: string;
  revenue7: string;
  revenue19: string;
}

/** What the tax adviser's DATEV import needs; adviser and client number are the adviser's to tell. */
export interface AccountantSettings {
  /** DATEV Beraternummer (4 to 7 digits); empty until the owner enters it. */
  adviserNumber: string;
  /** DATEV Mandantennummer (1 to 5 digits); empty until the owner enters it. */
  clientNumber: string;
  /** First day of the fiscal year, `MM-DD` (Wirtschaftsjahresbeginn). */
  fiscalYearStart: string;
  /** Sachkontenlänge, 4 to 8. */
  accountLength: number;
  accounts: AccountantAccounts;
}

/** SKR03: Kasse 1000, EC-Karte 1361, PayPal 1360, Erlöse 7 % 8300, 19 % 8400. */
export const ACCOUNTANT_SETTINGS_DEFAULTS: AccountantSettings = {
  adviserNumber: '',
  clientNumber: '',
  fiscalYearStart: '01-01',
  accountLength: 4,
  accounts: { cash: '1000', card: '1361', paypal: '1360', revenue0: '8200', revenue7: '8300', revenue19: '8400' },
};

/** How a day's money came in: 'card' is card at the door or counter. */
export type DayPayment = 'cash' | 'card' | 'paypal';
export const DAY_PAYMENTS: readonly DayPayment[] = ['cash', 'card', 'paypal'];
export const DAY_PAYMENT_LABELS: Record<DayPayment, string> = { cash: 'Bar', card: 'Karte', paypal: 'PayPal' };

/** Who closed a day and when; the Z report's number. */
export interface DayClosedBy {
  number: number;
  /** ISO instant. */
  closedAt: string;
  by: string;
}

/** GET /api/admin/day-report (the X report; a closed day answers its Z report). Money in EUR. */
export interface DayReport {
  date: string;
  closed: DayClosedBy | null;
  orders: { count: number; byChannel: Record<OrderChannel, number> };
  gross: number;
  net: number;
  vat: VatShare[];
  byPayment: Record<DayPayment, number>;
  discounts: number;
  refunds: { count: number; amount: number };
  cancelled: { count: number; amount: number };
  cashExpected: number;
  cashCounted: number | null;
  cashDifference: number | null;
}

/** One line of GET /api/admin/day-closes. */
export interface DayCloseSummary extends DayClosedBy {
  date: string;
  gross: number;
  cashExpected: number;
  cashCounted: number;
  cashDifference: number;
}

/** Money of one payment method at one VAT rate on a day: what the DATEV export books. Cents. */
export interface DayBookingCents {
  payment: DayPayment;
  rate: number;
  salesCents: number;
  refundsCents: number;
}

export const DAY_CLOSE_MESSAGES = {
  notOver: 'Dieser Tag ist noch nicht vorbei und kann noch nicht abgeschlossen werden.',
  alreadyClosed: 'Dieser Tag ist bereits abgeschlossen.',
  closed: 'Tag abgeschlossen.',
  xReportPrinting: 'Der X-Bericht wird gedruckt.',
  noPrinter: 'Es ist kein Bondrucker eingerichtet.',
  badDate: 'Datum: bitte im Format JJJJ-MM-TT angeben.',
  badRange: 'Zeitraum: „von“ muss vor oder gleich „bis“ liegen.',
  rangeOutsideFiscalYear: 'Zeitraum: muss innerhalb eines Wirtschaftsjahres liegen.',
  adviserMissing: 'Bitte zuerst Berater- und Mandantennummer unter Einstellungen → Steuerberater eintragen.',
} as const;
