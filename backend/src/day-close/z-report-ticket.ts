import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import {
  DAY_PAYMENTS,
  DAY_PAYMENT_LABELS,
  ORDER_CHANNELS,
  ORDER_CHANNEL_LABELS,
  WEEKDAY_NAMES,
  formatEuroPlain,
  weekdayOf,
  zonedTime,
  type DayReport,
  type ShopIdentity,
} from '@pizzeria/domain';

/** 80 mm paper, font A (as the kitchen tickets). */
const COLUMNS = 48;
/** PC858: every German letter and €; selected by the ticket itself (see kitchen-ticket.ts). */
const CODEPAGE = 'cp858';
const AMOUNT = 14;
const ROW = [
  { width: COLUMNS - AMOUNT, align: 'left' as const },
  { width: AMOUNT, align: 'right' as const },
];

export interface ZReportOptions {
  shop: ShopIdentity;
  shopTimezone: string;
}

/** 'Fr 20.11.2026' */
function dayLabel(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 2)} ${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** The lines of a day report as printed, left and right column; a string alone is a heading. */
export function zReportRows(report: DayReport): (string | [string, string])[] {
  const rows: (string | [string, string])[] = [];
  rows.push('Bestellungen');
  rows.push(['Abgeschlossen', String(report.orders.count)]);
  for (const channel of ORDER_CHANNELS) rows.push([`  ${ORDER_CHANNEL_LABELS[channel]}`, String(report.orders.byChannel[channel])]);
  rows.push('Umsatz');
  rows.push(['Brutto', formatEuroPlain(report.gross)]);
  for (const v of report.vat) {
    rows.push([`  Netto ${v.rate} %`, formatEuroPlain(v.net)]);
    rows.push([`  MwSt. ${v.rate} %`, formatEuroPlain(v.vat)]);
  }
  rows.push(['Netto gesamt', formatEuroPlain(report.net)]);
  rows.push(['Rabatte (Gutscheine)', formatEuroPlain(report.discounts)]);
  rows.push('Zahlungsarten');
  for (const payment of DAY_PAYMENTS) rows.push([DAY_PAYMENT_LABELS[payment], formatEuroPlain(report.byPayment[payment])]);
  rows.push('Erstattungen und Stornos');
  rows.push([`Erstattungen (${report.refunds.count})`, report.refunds.amount > 0 ? `-${formatEuroPlain(report.refunds.amount)}` : formatEuroPlain(0)]);
  rows.push([`Stornos ohne Umsatz (${report.cancelled.count})`, formatEuroPlain(report.cancelled.amount)]);
  rows.push('Kasse');
  rows.push(['Bar erwartet', formatEuroPlain(report.cashExpected)]);
  if (report.cashCounted !== null) rows.push(['Bar gezählt', formatEuroPlain(report.cashCounted)]);
  if (report.cashDifference !== null) rows.push(['Differenz', `${report.cashDifference > 0 ? '+' : ''}${formatEuroPlain(report.cashDifference)}`]);
  return rows;
}

/** The Z report (or, without `closed`, the X report) as ESC/POS bytes for the receipt printer. */
export function zReportTicket(report: DayReport, options: ZReportOptions): Uint8Array {
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: COLUMNS, codepageMapping: 'epson', imageMode: 'raster' });
  const { shop } = options;
  e.initialize().codepage(CODEPAGE).align('center').bold(true).line(shop.name).bold(false);
  e.line(`${shop.street}, ${shop.postalCode} ${shop.city}`);
  if (shop.vatId) e.line(`USt-IdNr. ${shop.vatId}`);
  e.newline();
  e.size(2, 2)
    .bold(true)
    .line(report.closed ? `Z-BERICHT Nr. ${report.closed.number}` : 'X-BERICHT')
    .size(1, 1)
    .bold(false);
  e.line(`Geschäftstag ${dayLabel(report.date)}`);
  if (report.closed) {
    const at = zonedTime(new Date(report.closed.closedAt), options.shopTimezone);
    e.line(`Abgeschlossen ${at.date.slice(8, 10)}.${at.date.slice(5, 7)}.${at.date.slice(0, 4)} ${at.time} von ${report.closed.by}`);
  } else {
    e.line('Zwischenstand, kein Tagesabschluss');
  }
  e.align('left');
  for (const row of zReportRows(report)) {
    if (typeof row === 'string') e.rule().bold(true).line(row).bold(false);
    else e.table(ROW, [row]);
  }
  e.rule().newline(3).cut('partial');
  return e.encode();
}
