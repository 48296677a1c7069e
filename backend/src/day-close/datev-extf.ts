import { DAY_PAYMENT_LABELS, zonedTime, type AccountantSettings, type DayBookingCents } from '@pizzeria/domain';
import { DATEV_COLUMNS } from './datev-columns';

/** One closed day as the export books it. */
export interface DatevDay {
  date: string;
  /** The Z report's number: Belegfeld 1. */
  number: number;
  bookings: DayBookingCents[];
}

export interface DatevBatch {
  settings: AccountantSettings;
  from: string;
  until: string;
  createdAt: Date;
  shopTimezone: string;
  days: DatevDay[];
}

const CRLF = '\r\n';
const column = (name: string) => DATEV_COLUMNS.indexOf(name);

/** A text field: in double quotes, a quote inside doubled. */
const text = (value: string) => `"${value.replace(/"/g, '""')}"`;
/** `YYYY-MM-DD` → `YYYYMMDD`. */
const compact = (date: string) => date.replace(/-/g, '');
/** `YYYY-MM-DD` → `TTMM` (the year comes from the header's fiscal year). */
const ttmm = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;
const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** 1234 cents → `12,34`: decimal comma, no thousands separator, no sign (Soll/Haben says which way). */
export function datevAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The first day of the fiscal year `date` lies in, for a fiscal year starting on `MM-DD`. */
export function fiscalYearBeginning(date: string, fiscalYearStart: string): string {
  const sameYear = `${date.slice(0, 4)}-${fiscalYearStart}`;
  return sameYear <= date ? sameYear : `${Number(date.slice(0, 4)) - 1}-${fiscalYearStart}`;
}

/** Whether from … until lie in one fiscal year (DATEV takes every booking's year from the header's field 13). */
export function withinOneFiscalYear(from: string, until: string, fiscalYearStart: string): boolean {
  const begin = fiscalYearBeginning(from, fiscalYearStart);
  const nextBegin = `${Number(begin.slice(0, 4)) + 1}${begin.slice(4)}`;
  return until < nextBegin;
}

function revenueAccount(settings: AccountantSettings, rate: number): string {
  const accounts: Record<number, string> = { 0: settings.accounts.revenue0, 7: settings.accounts.revenue7, 19: settings.accounts.revenue19 };
  const account = accounts[rate];
  if (!account) throw new Error(`Kein Erlöskonto für ${rate} % eingestellt.`);
  return account;
}

/** The header line's 31 fields (EXTF, version 700, category 21 "Buchungsstapel", format version 13). */
function headerLine(batch: DatevBatch): string {
  const created = zonedTime(batch.createdAt, batch.shopTimezone);
  const ms = String(batch.createdAt.getUTCMilliseconds()).padStart(3, '0');
  const createdAt = `${compact(created.date)}${created.time.replace(':', '')}${String(batch.createdAt.getUTCSeconds()).padStart(2, '0')}${ms}`;
  const label = `Z-Berichte ${batch.from.slice(8, 10)}.${batch.from.slice(5, 7)}.-${germanDate(batch.until)}`;
  return [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    createdAt,
    '',
    text(''),
    text(''),
    text(''),
    batch.settings.adviserNumber,
    batch.settings.clientNumber,
    compact(fiscalYearBeginning(batch.from, batch.settings.fiscalYearStart)),
    String(batch.settings.accountLength),
    compact(batch.from),
    compact(batch.until),
    text(label.slice(0, 30)),
    text(''),
    '1',
    '0',
    // Not festgeschrieben: the adviser checks the import and writes it down himself.
    '0',
    text('EUR'),
    '',
    text(''),
    '',
    '',
    text(''),
    '',
    '',
    text(''),
    text(''),
  ].join(';');
}

function bookingLine(batch: DatevBatch, day: DatevDay, booking: DayBookingCents, refund: boolean): string {
  const { settings } = batch;
  const fields: string[] = DATEV_COLUMNS.map(() => '');
  const kind = refund ? 'Rückerstattung' : 'Erlöse';
  fields[column('Umsatz (ohne Soll/Haben-Kz)')] = datevAmount(refund ? booking.refundsCents : booking.salesCents);
  // Sale: the payment account is debited (Soll) against revenue; a refund the other way (Haben).
  fields[column('Soll/Haben-Kennzeichen')] = text(refund ? 'H' : 'S');
  fields[column('WKZ Umsatz')] = text('EUR');
  fields[column('Konto')] = settings.accounts[booking.payment];
  // Revenue accounts of SKR03/04 compute the VAT themselves (Automatikkonten): no BU-Schlüssel.
  fields[column('Gegenkonto (ohne BU-Schlüssel)')] = revenueAccount(settings, booking.rate);
  fields[column('Belegdatum')] = ttmm(day.date);
  fields[column('Belegfeld 1')] = text(String(day.number));
  fields[column('Buchungstext')] = text(
    `${kind} ${booking.rate} % ${DAY_PAYMENT_LABELS[booking.payment]}, Z-Bericht ${day.number} vom ${germanDate(day.date)}`.slice(0, 60),
  );
  return fields.join(';');
}

/**
 * The closed days as a DATEV-Format "Buchungsstapel": header, column names, then one booking per
 * day, payment method and VAT rate (gross), and a reverse booking for the refunds of that day.
 * Lines end in CRLF; the caller encodes the text as Windows-1252.
 */
export function datevBuchungsstapel(batch: DatevBatch): string {
  const lines = [headerLine(batch), DATEV_COLUMNS.join(';')];
  for (const day of batch.days) {
    for (const booking of day.bookings) {
      if (booking.salesCents > 0) lines.push(bookingLine(batch, day, booking, false));
      if (booking.refundsCents > 0) lines.push(bookingLine(batch, day, booking, true));
    }
  }
  return lines.join(CRLF) + CRLF;
}

/** `EXTF_Buchungsstapel_20261101_20261130.csv` */
export function datevFileName(from: string, until: string): string {
  return `EXTF_Buchungsstapel_${compact(from)}_${compact(until)}.csv`;
}
