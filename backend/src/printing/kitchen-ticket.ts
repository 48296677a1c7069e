import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  ASAP,
  ORDER_CHANNEL_LABELS,
  WEEKDAY_NAMES,
  formatEuroPlain,
  fromCents,
  lineDetails,
  menuNumberLabel,
  toCents,
  weekdayOf,
  zonedTime,
  type OrderRecord,
} from '@pizzeria/domain';
import { useCodepageTables } from './codepage-tables';

useCodepageTables();

/** 80 mm paper, font A. */
const COLUMNS = 48;
/**
 * PC858 is PC850 (all German letters) with € in place of the dotless ı; Epson-compatible printers
 * select it with ESC t 19. Every ticket selects it itself, so a printer left on another page still prints right.
 */
const CODEPAGE = 'cp858';

/** Options of a line stand indented under it (a plain line would lose its leading blanks). */
const DETAIL_COLUMNS = [
  { width: 3, align: 'left' as const },
  { width: COLUMNS - 3, align: 'left' as const },
];

export interface TicketOptions {
  shopTimezone: string;
  /** The shop's name from the owner's settings, printed on top. */
  shopName: string;
  /** A reprint: the ticket says "KOPIE" so the kitchen does not cook twice. */
  copy: boolean;
  /** Categories whose lines stay off the ticket (drinks the counter hands out); the total still counts them. */
  offTicketCategories?: ReadonlySet<number>;
  /** Product id → its number on the printed menu, put before the product's name ("2 x Nr. 12 Pizza …"). */
  menuNumbers?: ReadonlyMap<number, number>;
}

/** 'Fr 20.11. 19:00' in the shop's zone. */
function shortDateTime(iso: string, timezone: string): string {
  const { date, time } = zonedTime(new Date(iso), timezone);
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 2)} ${date.slice(8, 10)}.${date.slice(5, 7)}. ${time}`;
}

function wanted(order: OrderRecord): string {
  const [y, m, d] = order.desiredDeliveryDate.split('-');
  const day = `${WEEKDAY_NAMES[weekdayOf(order.desiredDeliveryDate)].slice(0, 2)} ${d}.${m}.${y.slice(2)}`;
  return order.desiredDeliveryTime === ASAP ? `${ASAP} (${day})` : `${day} ${order.desiredDeliveryTime} Uhr`;
}

function payment(order: OrderRecord): string {
  if (order.paymentMethod === 'paypal') return order.paymentStatus === 'bezahlt' ? 'PayPal - BEZAHLT' : 'PayPal - offen';
  const how = order.paymentMethod === 'card' ? 'KARTE' : 'BAR';
  return order.deliveryMethod === 'lieferung' ? `${how} bei Lieferung` : `${how} bei Abholung`;
}

/** "Nr. 12 " before a product's name when it has a menu number. */
function numbered(productId: number, options: TicketOptions): string {
  const label = menuNumberLabel(options.menuNumbers?.get(productId));
  return label ? `${label} ` : '';
}

/** Thermal printers know no soft hyphen or fancy dashes; the kitchen reads plain text. */
function plain(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u00ad\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The kitchen ticket of an order as ESC/POS bytes: big number, time, how it leaves, lines, messages, total, payment, cut. */
export function kitchenTicket(order: OrderRecord, options: TicketOptions): Uint8Array {
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COLUMNS, codepageMapping: 'epson', imageMode: 'raster' });
  e.initialize().codepage(CODEPAGE).align('center').line(plain(options.shopName));
  if (options.copy) e.bold(true).size(2, 2).line('KOPIE').size(1, 1).bold(false);
  e.size(3, 3).bold(true).line(`Nr. ${order.order_id}`).size(1, 1).bold(false);
  e.line(`Eingang ${shortDateTime(order.order_date, options.shopTimezone)}`);
  // Where it came in: the counter knows whom to ask about a phone order.
  e.bold(true).line(ORDER_CHANNEL_LABELS[order.channel].toUpperCase()).bold(false).align('left').rule();

  e.bold(true).line(`Zeit: ${wanted(order)}`);
  if (order.estimated_at) e.line(`Zugesagt: ${shortDateTime(order.estimated_at, options.shopTimezone)} (${order.delivery_time ?? ''})`);
  e.size(2, 2)
    .line(order.deliveryMethod === 'lieferung' ? 'LIEFERUNG' : 'ABHOLUNG')
    .size(1, 1)
    .bold(false);
  e.line(plain(`${order.firstName} ${order.lastName}`));
  if (order.company) e.line(plain(order.company));
  if (order.deliveryMethod === 'lieferung') {
    e.bold(true)
      .line(plain(`${order.street} ${order.house_number}`))
      .line(plain(`${order.postalCode} ${order.city}`))
      .bold(false);
  }
  e.line(`Tel. ${plain(order.phone)}`).rule();

  const offTicket = options.offTicketCategories ?? new Set<number>();
  const leftOut = order.product_details.filter((item) => offTicket.has(item.category_id)).reduce((n, item) => n + item.quantity, 0);
  for (const item of order.product_details.filter((line) => !offTicket.has(line.category_id))) {
    e.table(
      [
        { width: COLUMNS - 11, align: 'left' },
        { width: 11, align: 'right' },
      ],
      [[plain(`${item.quantity} x ${numbered(item.productID, options)}${item.productName}`), formatEuroPlain(item.totalPrice)]],
    );
    // The domain's lineDetails: the variant, extras, dip and dressing as the board shows them.
    for (const detail of lineDetails(item)) e.table(DETAIL_COLUMNS, [['', plain(detail)]]);
  }
  if (leftOut > 0) e.line(`+ ${leftOut} Pos. von der Theke (nicht für die Küche)`);
  e.rule();

  if (order.messageToChef) e.bold(true).line('Nachricht an die Küche:').bold(false).line(plain(order.messageToChef)).rule();
  if (order.deliveryMethod === 'lieferung' && order.messageToDriver) e.line('Nachricht an den Fahrer:').line(plain(order.messageToDriver)).rule();

  // The goods' sum is printed only when something is added to or taken from it.
  const totals: [string, string][] = [];
  if (order.deposit > 0) totals.push(['Pfand', formatEuroPlain(order.deposit)]);
  if (order.deliveryFee > 0) totals.push(['Liefergebühr', formatEuroPlain(order.deliveryFee)]);
  if (order.discountAmount > 0) totals.push([`Rabatt${order.discountCode ? ` ${plain(order.discountCode)}` : ''}`, `-${formatEuroPlain(order.discountAmount)}`]);
  if (totals.length) totals.unshift(['Zwischensumme', formatEuroPlain(order.subtotal)]);
  if (totals.length)
    e.table(
      [
        { width: COLUMNS - 12, align: 'left' },
        { width: 12, align: 'right' },
      ],
      totals,
    );
  e.bold(true)
    .size(1, 2)
    .table(
      [
        { width: COLUMNS - 12, align: 'left' },
        { width: 12, align: 'right' },
      ],
      [['GESAMT', formatEuroPlain(order.order_total)]],
    );
  e.size(1, 1).line(payment(order)).bold(false);
  // The driver takes the ticket along: the change to bring for "Ich zahle mit …".
  if (order.payWith !== null)
    e.line(`Zahlt mit ${formatEuroPlain(order.payWith)} - Wechselgeld ${formatEuroPlain(fromCents(toCents(order.payWith) - toCents(order.order_total)))}`);
  return e.newline(3).cut('partial').encode();
}
