import { Injectable } from '@nestjs/common';
import { addDays, serviceDaySpan } from '@pizzeria/domain';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AppSettingsStore } from '../settings/app-settings.store';
import type { DayCloseSnapshot } from './day-close.service';

/** The instants a service day spans, from (included) to until (excluded). */
export interface DaySpan {
  from: Date;
  until: Date;
}

/**
 * The instants a service day counts, for its X/Z report and its drivers' settlements alike: from
 * the owner's day change to the next, but next to a closed day from where that one's Z report
 * ended (or up to where it began). After the owner moved the day change, the hours between old and
 * new change then count once, never twice or not at all, and a driver's cash falls on the day
 * whose Z report counted it.
 */
@Injectable()
export class DaySpans {
  constructor(
    private readonly settings: AppSettingsStore,
    private readonly config: AppConfig,
  ) {}

  async of(manager: EntityManager, date: string): Promise<DaySpan> {
    const { dayBoundary } = await this.settings.get('serviceDay', manager);
    const span = serviceDaySpan(date, this.config.shopTimezone, dayBoundary);
    const [before, after] = [addDays(date, -1), addDays(date, 1)];
    const rows = (await manager.query(`SELECT service_date::text AS day, report->'span' AS span FROM day_closes WHERE service_date IN ($1, $2)`, [before, after])) as {
      day: string;
      span: DayCloseSnapshot['span'] | null;
    }[];
    for (const { day, span: closed } of rows) {
      if (closed && day === before) span.from = new Date(closed.until);
      if (closed && day === after) span.until = new Date(closed.from);
    }
    return span;
  }
}
