import {
  ASAP,
  STANDARD_VARIANT_NAME,
  WEEKDAY_NAMES,
  formatEuroAmount,
  fromVatShares,
  toCents,
  vatRow,
  weekdayOf,
  zonedTime,
  type CartItem,
  type OrderRecord,
  type ShopIdentity,
} from '@pizzeria/domain';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  /** Base URL of the shop for the link to the success page, or null when not configured. */
  shopUrl: string | null;
  shopTimezone: string;
  /** The shop's identity from the owner's settings: it signs every mail. */
  shop: ShopIdentity;
}

/** The subjects of the customer's mails, apart: they are known when a mail is queued, its body is rendered when it is sent. */
export const CUSTOMER_MAIL_SUBJECTS = {
  'order-received': (order: OrderRecord, context: MailContext) => `Ihre Bestellung Nr. ${order.order_id} bei ${context.shop.name}`,
  'order-confirmed': (order: OrderRecord) => `Ihre Bestellung Nr. ${order.order_id} ist bestätigt`,
  'order-cancelled': (order: OrderRecord) => `Ihre Bestellung Nr. ${order.order_id} wurde storniert`,
  'order-refunded': (order: OrderRecord) => `Erstattung zu Ihrer Bestellung Nr. ${order.order_id}`,
  'order-dispatched': (order: OrderRecord) => `Ihre Bestellung Nr. ${order.order_id} ist unterwegs`,
} as const;

/** 'Freitag, 20.11.2026' for a calendar date 'YYYY-MM-DD'. */
function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${d}.${m}.${y}`;
}

function desiredTime(order: OrderRecord): string {
  const day = germanDate(order.desiredDeliveryDate);
  return order.desiredDeliveryTime === ASAP ? `${ASAP} (${day})` : `${day}, ${order.desiredDeliveryTime} Uhr`;
}

function lineText(item: CartItem): string {
  const variant = item.variantName && item.variantName !== STANDARD_VARIANT_NAME ? ` (${item.variantName})` : '';
  const details = [
    item.extras.length ? `Extras: ${item.extras.map((e) => e.extra_name).join(', ')}` : '',
    item.dip.length ? `Dip: ${item.dip.map((d) => d.dipName).join(', ')}` : '',
    item.dressing ? `Dressing/Sauce: ${item.dressing}` : '',
  ].filter(Boolean);
  return `${item.quantity} × ${item.productName}${variant}${details.length ? ` – ${details.join('; ')}` : ''}`;
}

function fulfilment(order: OrderRecord): string {
  if (order.deliveryMethod === 'abholung') return 'Abholung';
  return `Lieferung an ${order.street} ${order.house_number}, ${order.postalCode} ${order.city}`;
}

function payment(order: OrderRecord): string {
  if (order.paymentMethod === 'paypal') return order.paymentStatus === 'bezahlt' ? 'PayPal (bezahlt)' : 'PayPal';
  return order.deliveryMethod === 'lieferung' ? 'Barzahlung bei Lieferung' : 'Barzahlung bei Abholung';
}

function statusLink(order: OrderRecord, context: MailContext): string | null {
  if (!context.shopUrl) return null;
  const base = context.shopUrl.replace(/\/+$/, '');
  return `${base}/checkout-success?orderId=${order.order_id}&token=${encodeURIComponent(order.token)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Blocks of a mail: paragraphs, and tables of label/value rows; rendered to text and HTML alike. */
type Block = { paragraph: string } | { rows: [string, string][] } | { link: string; label: string };

function render(subject: string, blocks: Block[]): MailContent {
  const text = blocks
    .map((b) => {
      if ('paragraph' in b) return b.paragraph;
      if ('link' in b) return `${b.label}: ${b.link}`;
      return b.rows.map(([label, value]) => (value ? `${label}: ${value}` : label)).join('\n');
    })
    .join('\n\n');
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#222">',
    ...blocks.map((b) => {
      if ('paragraph' in b) return `<p>${escapeHtml(b.paragraph).replace(/\n/g, '<br>')}</p>`;
      if ('link' in b) return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`;
      const rows = b.rows.map(
        ([label, value]) => `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      );
      return `<table>${rows.join('')}</table>`;
    }),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}

function greeting(order: OrderRecord): string {
  return `Hallo ${order.firstName} ${order.lastName},`;
}

function summary(order: OrderRecord): Block[] {
  const lines: [string, string][] = order.product_details.map((item) => [lineText(item), formatEuroAmount(item.totalPrice)]);
  const totals: [string, string][] = [['Zwischensumme', formatEuroAmount(order.subtotal)]];
  if (toCents(order.deposit) > 0) totals.push(['Pfand', formatEuroAmount(order.deposit)]);
  if (order.deliveryMethod === 'lieferung') totals.push(['Liefergebühr', toCents(order.deliveryFee) > 0 ? formatEuroAmount(order.deliveryFee) : 'kostenlos']);
  if (toCents(order.discountAmount) > 0) {
    totals.push([`Rabatt${order.discountCode ? ` (Gutschein ${order.discountCode})` : ''}`, `−${formatEuroAmount(order.discountAmount)}`]);
  }
  totals.push(['Gesamt', formatEuroAmount(order.order_total)]);
  totals.push(...fromVatShares(order.vat).map(vatRow));
  const messages: [string, string][] = [];
  if (order.messageToChef) messages.push(['Nachricht an den Pizzabäcker', order.messageToChef]);
  if (order.messageToDriver && order.deliveryMethod === 'lieferung') messages.push(['Nachricht an den Fahrer', order.messageToDriver]);
  return [
    {
      rows: [
        ['Bestellnummer', String(order.order_id)],
        ['Art', fulfilment(order)],
        ['Gewünschte Zeit', desiredTime(order)],
        ['Zahlungsart', payment(order)],
      ],
    },
    { rows: lines },
    { rows: totals },
    ...(messages.length ? [{ rows: messages }] : []),
  ];
}

function withLink(order: OrderRecord, context: MailContext, blocks: Block[]): Block[] {
  const link = statusLink(order, context);
  return link ? [...blocks, { link, label: 'Status Ihrer Bestellung ansehen' }] : blocks;
}

const signature = (shop: ShopIdentity): Block => ({
  paragraph: `Guten Appetit!\nIhr Team der ${shop.name}\n${shop.street}, ${shop.postalCode} ${shop.city} · Telefon ${shop.phone}`,
});

export function orderReceivedMail(order: OrderRecord, context: MailContext): MailContent {
  return render(
    CUSTOMER_MAIL_SUBJECTS['order-received'](order, context),
    withLink(order, context, [
      { paragraph: greeting(order) },
      { paragraph: 'vielen Dank für Ihre Bestellung! Wir haben sie erhalten und schicken Ihnen eine weitere E-Mail, sobald wir sie bestätigt haben.' },
      ...summary(order),
    ]).concat(signature(context.shop)),
  );
}

export function orderConfirmedMail(order: OrderRecord, context: MailContext): MailContent {
  const due = order.estimated_at ? zonedTime(new Date(order.estimated_at), context.shopTimezone) : null;
  const when = due ? `${germanDate(due.date)}, ${due.time} Uhr` : 'in Kürze';
  const sentence =
    order.deliveryMethod === 'lieferung'
      ? `Ihre Bestellung ist bestätigt und wird voraussichtlich am ${when} bei Ihnen sein.`
      : `Ihre Bestellung ist bestätigt und voraussichtlich am ${when} zur Abholung bereit.`;
  return render(
    CUSTOMER_MAIL_SUBJECTS['order-confirmed'](order),
    withLink(order, context, [{ paragraph: greeting(order) }, { paragraph: sentence }, ...summary(order)]).concat(signature(context.shop)),
  );
}

/** The driver set off: the order is on its way ("unterwegs"), with what to have ready at the door. */
export function orderDispatchedMail(order: OrderRecord, context: MailContext): MailContent {
  const cash = order.paymentMethod === 'cash' ? ` Bitte halten Sie ${formatEuroAmount(order.order_total)} bereit.` : '';
  return render(
    CUSTOMER_MAIL_SUBJECTS['order-dispatched'](order),
    withLink(order, context, [{ paragraph: greeting(order) }, { paragraph: `Ihre Bestellung ist unterwegs zu Ihnen.${cash}` }, ...summary(order)]).concat(
      signature(context.shop),
    ),
  );
}

/** What the cancellation says about a PayPal payment: refunded already, or under way (a second mail follows). */
function refundSentence(order: OrderRecord): string {
  if (order.paymentMethod !== 'paypal' || order.paymentStatus !== 'bezahlt') return '';
  const amount = formatEuroAmount(order.order_total);
  if (order.refundStatus === 'erstattet') return ` Den per PayPal bezahlten Betrag von ${amount} haben wir Ihnen erstattet.`;
  return ` Den per PayPal bezahlten Betrag von ${amount} erstatten wir Ihnen; sobald die Erstattung bei PayPal ausgeführt ist, erhalten Sie eine weitere E-Mail.`;
}

export function orderCancelledMail(order: OrderRecord, context: MailContext): MailContent {
  const refund = refundSentence(order);
  return render(CUSTOMER_MAIL_SUBJECTS['order-cancelled'](order), [
    { paragraph: greeting(order) },
    { paragraph: `leider mussten wir Ihre Bestellung Nr. ${order.order_id} stornieren.${refund} Bei Fragen erreichen Sie uns telefonisch.` },
    ...(order.cancelReason ? [{ paragraph: `Grund: ${order.cancelReason}` }] : []),
    ...summary(order),
    { paragraph: `Ihr Team der ${context.shop.name}\nTelefon ${context.shop.phone}` },
  ]);
}

export function orderRefundedMail(order: OrderRecord, context: MailContext): MailContent {
  return render(
    CUSTOMER_MAIL_SUBJECTS['order-refunded'](order),
    withLink(order, context, [
      { paragraph: greeting(order) },
      {
        paragraph: `den per PayPal bezahlten Betrag von ${formatEuroAmount(order.order_total)} für Ihre stornierte Bestellung Nr. ${order.order_id} haben wir Ihnen über PayPal erstattet. Je nach Zahlungsquelle kann es einige Tage dauern, bis er Ihrem Konto gutgeschrieben ist.`,
      },
    ]).concat(signature(context.shop)),
  );
}

/** To the owner: a pending order nobody at the counter has answered. */
/**
 * To the owner, once per episode: the orders waiting unanswered for `minutes` when it began, each
 * on one line, and the link to the board (PUBLIC_URL) where they are answered.
 */
export function ordersUnansweredMail(orders: readonly OrderRecord[], context: MailContext, minutes: number): MailContent {
  const [first] = orders;
  const subject =
    orders.length === 1
      ? `Bestellung Nr. ${first.order_id} wartet seit ${minutes} Minuten auf Annahme`
      : `${orders.length} Bestellungen warten seit ${minutes} Minuten auf Annahme`;
  const rows: [string, string][] = orders.map((order) => [
    `Nr. ${order.order_id} – ${order.firstName} ${order.lastName}, Tel. ${order.phone}, ${order.deliveryMethod === 'lieferung' ? 'Lieferung' : 'Abholung'}, ${desiredTime(order)}`,
    formatEuroAmount(order.order_total),
  ]);
  const board = context.shopUrl ? `${context.shopUrl.replace(/\/+$/, '')}/admin/dashboard` : null;
  return render(subject, [
    {
      paragraph: `${orders.length === 1 ? 'Diese Bestellung ist' : `Diese ${orders.length} Bestellungen sind`} seit mindestens ${minutes} Minuten fällig und noch nicht angenommen worden. Bitte auf der Bestellannahme annehmen oder die Kundschaft anrufen. Bis alle beantwortet sind, kommt keine weitere E-Mail.`,
    },
    { rows },
    ...(board ? [{ link: board, label: 'Zur Bestellannahme' }] : []),
  ]);
}

/** The customer's mails by name (the outbox job names its template; the sender renders it). */
export const CUSTOMER_MAILS = {
  'order-received': orderReceivedMail,
  'order-confirmed': orderConfirmedMail,
  'order-cancelled': orderCancelledMail,
  'order-refunded': orderRefundedMail,
  'order-dispatched': orderDispatchedMail,
} as const;
export type CustomerMailName = keyof typeof CUSTOMER_MAILS;
