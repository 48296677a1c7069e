import {
  DRINKS_VAT_RATE,
  FOOD_VAT_RATE,
  ORDER_CHANNEL_LABELS,
  PAYMENT_METHOD_LABELS,
  zonedTime,
  type OrderChannel,
  type OrderStatus,
  type OverviewDays,
  type PaymentMethod,
  type VatPart,
} from '@pizzeria/domain';

/** A confirmed or completed order with net and VAT per rate, as the accountant's export lists it. */
export interface RevenueOrder {
  id: number;
  placedAt: Date;
  paymentMethod: PaymentMethod;
  channel: OrderChannel;
  status: OrderStatus;
  totalCents: number;
  vat: VatPart[];
}

/** German spreadsheet number: decimal comma, no thousands separator, e.g. 1234,50. */
function amount(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** 'DD.MM.YYYY' of the shop-zone day. */
function germanDate(instant: Date, timeZone: string): string {
  const [y, m, d] = zonedTime(instant, timeZone).date.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * The export as German Excel reads it: a UTF-8 byte order mark (so umlauts survive), `;` between
 * fields, decimal commas, CRLF line ends. One row per order, oldest first, with its channel (Online,
 * Telefon, Vor Ort); a net and a VAT column per rate (7 % and 19 % always, any other rate the
 * orders carry as well).
 */
export function overviewCsv(orders: readonly RevenueOrder[], timeZone: string): string {
  const rates = [...new Set([FOOD_VAT_RATE, DRINKS_VAT_RATE, ...orders.flatMap((o) => o.vat.map((p) => p.rate))])].sort((a, b) => a - b);
  const header = ['Datum', 'Bestellnummer', 'Kanal', 'Zahlungsart', 'Status', ...rates.flatMap((r) => [`Netto ${r} %`, `MwSt. ${r} %`]), 'Gesamt'];
  const rows = orders.map((order) => {
    const byRate = new Map(order.vat.map((p) => [p.rate, p]));
    return [
      germanDate(order.placedAt, timeZone),
      String(order.id),
      ORDER_CHANNEL_LABELS[order.channel],
      PAYMENT_METHOD_LABELS[order.paymentMethod],
      order.status,
      ...rates.flatMap((r) => [amount(byRate.get(r)?.netCents ?? 0), amount(byRate.get(r)?.vatCents ?? 0)]),
      amount(order.totalCents),
    ];
  });
  return `\uFEFF${[header, ...rows].map((fields) => fields.join(';')).join('\r\n')}\r\n`;
}

/** Says what is inside: only confirmed and completed orders, and the period. */
export function overviewCsvFileName(days: OverviewDays | null): string {
  const period = days ? (days.first === days.last ? days.first : `${days.first}_bis_${days.last}`) : 'gesamt';
  return `umsatz_${period}_bestaetigt-und-abgeschlossen.csv`;
}
