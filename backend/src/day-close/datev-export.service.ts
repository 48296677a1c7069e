import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { checkBody, datevExportQuerySchema } from '@pizzeria/contract';
import { DAY_CLOSE_MESSAGES, type Clock } from '@pizzeria/domain';
import iconv from 'iconv-lite';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { AppSettingsStore } from '../settings/app-settings.store';
import { DayCloseService } from './day-close.service';
import { datevBuchungsstapel, datevFileName, withinOneFiscalYear } from './datev-extf';

/** The tax adviser's DATEV file of the closed days of a range (Z reports only: open days are not booked). */
@Injectable()
export class DatevExportService {
  constructor(
    private readonly closes: DayCloseService,
    private readonly settings: AppSettingsStore,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async export(query: unknown): Promise<{ fileName: string; content: Buffer }> {
    const checked = checkBody(datevExportQuerySchema, query);
    if (!checked.ok) throw new BadRequestException({ message: checked.message, field: checked.field });
    const { from, until } = checked.data;
    if (from > until) throw new BadRequestException({ message: DAY_CLOSE_MESSAGES.badRange, field: 'from' });
    const accountant = await this.settings.get('accountant');
    if (!accountant.adviserNumber || !accountant.clientNumber) throw new ConflictException(DAY_CLOSE_MESSAGES.adviserMissing);
    if (!withinOneFiscalYear(from, until, accountant.fiscalYearStart))
      throw new BadRequestException({ message: DAY_CLOSE_MESSAGES.rangeOutsideFiscalYear, field: 'until' });
    const rows = await this.closes.closedBetween(from, until);
    const text = datevBuchungsstapel({
      settings: accountant,
      from,
      until,
      createdAt: this.clock.now(),
      shopTimezone: this.config.shopTimezone,
      days: rows.map((row) => ({ date: row.report.report.date, number: row.number, bookings: row.report.bookings })),
    });
    return { fileName: datevFileName(from, until), content: iconv.encode(text, 'win1252') };
  }
}
