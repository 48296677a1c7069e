import { ORDER_CHANNEL_LABELS, PAYMENT_METHOD_LABELS, zonedTime, type CartItem, type OrderRecord, type OrderStatus } from '@pizzeria/domain';
import { staffTimeZone } from './staff-clock';

type Format = 'time' | 'dateTime';
const FORMAT_OPTIONS: Record<Format, Intl.DateTimeFormatOptions> = {
  time: { hour: '2-digit', minute: '2-digit' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};
// Built once per zone: a formatter is costly to make, and the board formats every card's times.
const formats = new Map<string, Intl.DateTimeFormat>();

/** Staff read every time as the shop sees it (staffTimeZone), whatever zone the device is set to. */
function shopFormat(format: Format): Intl.DateTimeFormat {
  const timeZone = staffTimeZone();
  const key = `${format} ${timeZone}`;
  let formatter = formats.get(key);
  if (!formatter) formats.set(key, (formatter = new Intl.DateTimeFormat('de-DE', { timeZone, ...FORMAT_OPTIONS[format] })));
  return formatter;
}

export function formatShopTime(instant: string | number | Date): string {
  return shopFormat('time').format(new Date(instant));
}

/** The time alone for today (a shop calendar date `YYYY-MM-DD`), with the day for any other date: `18:05` or `28.11. 18:05`. */
export function formatShopDayTime(instant: string | number | Date, today: string): string {
  const { date, time } = zonedTime(new Date(instant), staffTimeZone());
  if (date === today) return time;
  const [, month, day] = date.split('-');
  return `${day}.${month}. ${time}`;
}

export function formatShopDateTime(instant: string | number | Date): string {
  return shopFormat('dateTime').format(new Date(instant));
}

/** `YYYY-MM-DD` → `TT.MM.JJJJ`. */
export function formatCalendarDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  ausstehend: 'Ausstehend',
  bestätigt: 'Bestätigt',
  abgeschlossen: 'Abgeschlossen',
  storniert: 'Storniert',
};

export function deliveryLabel(order: Pick<OrderRecord, 'deliveryMethod'>): string {
  return order.deliveryMethod === 'lieferung' ? 'Lieferung' : 'Abholung';
}

const REFUND_LABELS = { ausstehend: 'Erstattung läuft', erstattet: 'erstattet', fehlgeschlagen: 'Erstattung fehlgeschlagen' } as const;

export function paymentLabel(order: Pick<OrderRecord, 'paymentMethod' | 'paymentStatus' | 'refundStatus'>): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.refundStatus) return `${method} (${REFUND_LABELS[order.refundStatus]})`;
  if (order.paymentStatus === 'bezahlt') return `${method} (bezahlt)`;
  if (order.paymentStatus === 'offen') return `${method} (offen)`;
  return method;
}

/** "Telefon" or "Vor Ort" for an order staff entered; null for the web shop's (most orders: no badge). */
export function channelBadge(order: Pick<OrderRecord, 'channel'>): string | null {
  return order.channel === 'online' ? null : ORDER_CHANNEL_LABELS[order.channel];
}

/**
 * The customer's wish: `20.11.2026, 19:30`, `20.11.2026, So schnell wie möglich`; given `today` (a shop
 * calendar date `YYYY-MM-DD`), a wish for today is the time alone, as the board's cards show it.
 */
export function desiredTimeLabel(order: Pick<OrderRecord, 'desiredDeliveryDate' | 'desiredDeliveryTime'>, today?: string): string {
  const date = order.desiredDeliveryDate === today ? '' : formatCalendarDate(order.desiredDeliveryDate);
  return [date, order.desiredDeliveryTime].filter(Boolean).join(', ');
}

export function customerName(order: Pick<OrderRecord, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}

export function addressLines(order: Pick<OrderRecord, 'street' | 'house_number' | 'postalCode' | 'city'>): string[] {
  return [`${order.street} ${order.house_number}`.trim(), `${order.postalCode} ${order.city}`.trim()].filter(Boolean);
}

/** What an order is, at a glance: `2× Pizza Margherita, 1× Coca-Cola 1,0 l`. */
export function itemSummary(lines: readonly Pick<CartItem, 'quantity' | 'productName'>[]): string {
  return lines.map((line) => `${line.quantity}× ${line.productName}`).join(', ');
}
