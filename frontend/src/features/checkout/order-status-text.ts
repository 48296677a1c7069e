import { ASAP, SHOP_TIMEZONE_DEFAULT, WEEKDAY_NAMES, confirmMinutes, weekdayOf, zonedTime, type CustomerOrderView, type OrderStatus } from '@pizzeria/domain';

const timeFormat = new Intl.DateTimeFormat('de-DE', { timeZone: SHOP_TIMEZONE_DEFAULT, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Mo., 24.11.2026" for a calendar date `YYYY-MM-DD`. */
export function formatOrderDate(date: string): string {
  const [y, m, d] = date.split('-');
  if (!y || !m || !d) return date;
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 2)}., ${d}.${m}.${y}`;
}

/** The customer's wish as a sentence part: "So schnell wie möglich" or "Mo., 24.11.2026, 18:30 Uhr". */
export function formatDesiredTime(view: Pick<CustomerOrderView, 'desiredDeliveryDate' | 'desiredDeliveryTime'>): string {
  const date = view.desiredDeliveryDate ? formatOrderDate(view.desiredDeliveryDate) : '';
  if (view.desiredDeliveryTime === ASAP) return date ? `${ASAP} (${date})` : ASAP;
  return [date, view.desiredDeliveryTime && `${view.desiredDeliveryTime} Uhr`].filter(Boolean).join(', ');
}

/**
 * When the order is expected, read in the shop's zone: "voraussichtlich um 19:05 Uhr", with the
 * date when it is not today (pre-orders). Falls back to the confirm choice while no instant exists.
 */
export function etaText(view: Pick<CustomerOrderView, 'estimated_at' | 'delivery_time'>, now: Date): string | null {
  if (view.estimated_at) {
    const at = new Date(view.estimated_at);
    if (!Number.isNaN(at.getTime())) {
      const day = zonedTime(at).date;
      const datePart = day === zonedTime(now).date ? '' : ` am ${formatOrderDate(day)}`;
      return `voraussichtlich${datePart} um ${timeFormat.format(at)} Uhr`;
    }
  }
  if (!view.delivery_time) return null;
  const minutes = confirmMinutes(view.delivery_time);
  return minutes === null ? `voraussichtlich um ${view.delivery_time} Uhr` : `voraussichtlich in etwa ${minutes} Minuten`;
}

/** What a cancelled order says about a PayPal payment: refunded, or the refund is under way. */
export function refundText(view: Pick<CustomerOrderView, 'paymentMethod' | 'refundStatus'>): string {
  if (view.paymentMethod !== 'paypal' || view.refundStatus === null) return '';
  return view.refundStatus === 'erstattet'
    ? 'Den per PayPal bezahlten Betrag haben wir Ihnen erstattet. '
    : 'Den per PayPal bezahlten Betrag erstatten wir Ihnen, die Erstattung bei PayPal ist in Arbeit. ';
}

export interface StatusDisplay {
  title: string;
  text: string;
  step: number;
}

/** The steps the status card shows: a delivery also goes on its way. */
export function statusSteps(view: Pick<CustomerOrderView, 'deliveryMethod'> | null): string[] {
  return view?.deliveryMethod === 'lieferung' ? ['Eingegangen', 'Bestätigt', 'Unterwegs', 'Zugestellt'] : ['Eingegangen', 'Bestätigt', 'Fertig'];
}

export function statusDisplay(view: CustomerOrderView, now: Date): StatusDisplay {
  const pickup = view.deliveryMethod === 'abholung';
  const eta = etaText(view, now);
  if (view.order_status === 'bestätigt' && view.dispatchedAt) {
    return { title: 'Ihre Bestellung ist unterwegs', text: `Unser Fahrer ist auf dem Weg zu Ihnen${eta ? ` – ${eta}` : ''}.`, step: 3 };
  }
  const displays: Record<OrderStatus, StatusDisplay> = {
    ausstehend: {
      title: 'Ihre Bestellung ist eingegangen',
      text: 'Wir sehen sie uns gleich an. Sobald wir sie bestätigt haben, sehen Sie es hier – ganz ohne Neuladen.',
      step: 1,
    },
    bestätigt: {
      title: 'Ihre Bestellung ist bestätigt',
      text: eta ? `${pickup ? 'Abholbereit' : 'Lieferung'} ${eta}.` : `Wir bereiten Ihre Bestellung zu${pickup ? ' – wir freuen uns auf Ihren Besuch' : ''}.`,
      step: 2,
    },
    abgeschlossen: {
      title: 'Ihre Bestellung ist abgeschlossen',
      text: view.deliveredAt ? 'Zugestellt. Vielen Dank und guten Appetit!' : 'Vielen Dank und guten Appetit!',
      step: pickup ? 3 : 4,
    },
    storniert: {
      title: 'Ihre Bestellung wurde storniert',
      // The phone number stands beside the status (shop contact note), so the text says why and what happens to the money.
      text: [view.cancelReason ? `Grund: ${view.cancelReason}` : 'Wir mussten Ihre Bestellung leider stornieren.', refundText(view).trim()].filter(Boolean).join(' '),
      step: 0,
    },
  };
  return displays[view.order_status] ?? displays.ausstehend;
}
