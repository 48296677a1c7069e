import { SHOP_TIMEZONE_DEFAULT, type OrderRecord, type OrderStatus } from '@pizzeria/domain';

/** Staff read every time as the shop sees it, whatever zone the device is set to. */
const timeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIMEZONE_DEFAULT,
  hour: '2-digit',
  minute: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIMEZONE_DEFAULT,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatShopTime(instant: string | number | Date): string {
  return timeFormat.format(new Date(instant));
}

export function formatShopDateTime(instant: string | number | Date): string {
  return dateTimeFormat.format(new Date(instant));
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

export function paymentLabel(order: Pick<OrderRecord, 'paymentMethod' | 'paymentStatus'>): string {
  const method = order.paymentMethod === 'paypal' ? 'PayPal' : 'Barzahlung';
  if (order.paymentStatus === 'bezahlt') return `${method} (bezahlt)`;
  if (order.paymentStatus === 'offen') return `${method} (offen)`;
  return method;
}

export function desiredTimeLabel(order: Pick<OrderRecord, 'desiredDeliveryDate' | 'desiredDeliveryTime'>): string {
  return [formatCalendarDate(order.desiredDeliveryDate), order.desiredDeliveryTime].filter(Boolean).join(', ');
}

export function customerName(order: Pick<OrderRecord, 'firstName' | 'lastName'>): string {
  return `${order.firstName} ${order.lastName}`.trim();
}

export function addressLines(order: Pick<OrderRecord, 'street' | 'house_number' | 'postalCode' | 'city'>): string[] {
  return [`${order.street} ${order.house_number}`.trim(), `${order.postalCode} ${order.city}`.trim()].filter(Boolean);
}
