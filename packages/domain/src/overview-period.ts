import { addDays, isValidDateString, weekdayOf } from './clock';
import type { OrderStatus } from './order-status';

/**
 * Periods of GET /api/admin/ordersOverview: everything, the shop's today, one chosen day
 * (`customDate`), the current week (Monday to Sunday) or month, or a range of days (`from`–`to`,
 * both included). Days are the shop zone's calendar days.
 */
export const OVERVIEW_DATE_FILTERS = ['total', 'today', 'custom', 'week', 'month', 'range'] as const;
export type OverviewDateFilter = (typeof OVERVIEW_DATE_FILTERS)[number];

/** Orders that count as revenue: accepted by the shop and not cancelled. Pending ones are shown apart. */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['bestätigt', 'abgeschlossen'];

/** Paging of the overview's order list. */
export const OVERVIEW_PAGE_SIZE_DEFAULT = 25;
export const OVERVIEW_PAGE_SIZE_MAX = 100;

/** The longest range the overview and its export accept, in days. */
export const OVERVIEW_MAX_RANGE_DAYS = 366;

export const OVERVIEW_MESSAGES = {
  badDateFilter: 'Ungültiger Datumsfilter.',
  badCustomDate: 'Bitte ein gültiges Datum im Format JJJJ-MM-TT angeben.',
  badRange: `Bitte einen gültigen Zeitraum angeben: von und bis im Format JJJJ-MM-TT, von nicht nach bis, höchstens ${OVERVIEW_MAX_RANGE_DAYS} Tage.`,
  badPage: `Bitte eine gültige Seite angeben (page ab 1, pageSize 1 bis ${OVERVIEW_PAGE_SIZE_MAX}).`,
} as const;

export interface OverviewPeriodQuery {
  dateFilter?: unknown;
  customDate?: unknown;
  from?: unknown;
  to?: unknown;
}

/** The days a period covers, first and last included; null for the whole history. */
export interface OverviewDays {
  first: string;
  last: string;
}

export type OverviewPeriod = { ok: true; filter: OverviewDateFilter; days: OverviewDays | null } | { ok: false; message: string };

/** Number of days from `first` to `last`, both included. */
function dayCount(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Resolves a period's query parameters against the shop's `today` ('YYYY-MM-DD'). */
export function overviewPeriod(query: OverviewPeriodQuery, today: string): OverviewPeriod {
  const filter = query.dateFilter === undefined || query.dateFilter === '' ? 'total' : query.dateFilter;
  if (!(OVERVIEW_DATE_FILTERS as readonly unknown[]).includes(filter)) return { ok: false, message: OVERVIEW_MESSAGES.badDateFilter };
  const ok = (days: OverviewDays | null) => ({ ok: true as const, filter: filter as OverviewDateFilter, days });
  switch (filter as OverviewDateFilter) {
    case 'total':
      return ok(null);
    case 'today':
      return ok({ first: today, last: today });
    case 'custom':
      if (!isValidDateString(query.customDate)) return { ok: false, message: OVERVIEW_MESSAGES.badCustomDate };
      return ok({ first: query.customDate, last: query.customDate });
    case 'week': {
      // Sunday is 0; a German week starts on Monday.
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return ok({ first: monday, last: addDays(monday, 6) });
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      const nextMonth = addDays(first, 31).slice(0, 7);
      return ok({ first, last: addDays(`${nextMonth}-01`, -1) });
    }
    case 'range': {
      const { from, to } = query;
      if (!isValidDateString(from) || !isValidDateString(to) || from > to || dayCount(from, to) > OVERVIEW_MAX_RANGE_DAYS) {
        return { ok: false, message: OVERVIEW_MESSAGES.badRange };
      }
      return ok({ first: from, last: to });
    }
  }
}

export interface OverviewPaging {
  page: number;
  pageSize: number;
}

/** Reads `page` (from 1) and `pageSize` (1 to OVERVIEW_PAGE_SIZE_MAX); absent means the first page of the default size. */
export function overviewPaging(query: { page?: unknown; pageSize?: unknown }): OverviewPaging | null {
  const read = (raw: unknown, fallback: number) => (raw === undefined || raw === '' ? fallback : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN);
  const page = read(query.page, 1);
  const pageSize = read(query.pageSize, OVERVIEW_PAGE_SIZE_DEFAULT);
  return page >= 1 && pageSize >= 1 && pageSize <= OVERVIEW_PAGE_SIZE_MAX ? { page, pageSize } : null;
}
