import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { dayCloseBodySchema, dayReportPrintBodySchema, type DayCloseBody, type DayReportPrintBody } from '@pizzeria/contract';
import { DAY_CLOSE_MESSAGES } from '@pizzeria/domain';
import type { Response } from 'express';
import type { StaffSession } from '../admin/admin-auth.service';
import { ContractBody } from '../common/contract-body.pipe';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { DatevExportService } from './datev-export.service';
import { DayCloseService } from './day-close.service';

/** The close of day (X and Z report) and the tax adviser's DATEV export. */
@Controller('admin')
@Roles('owner')
export class DayCloseController {
  constructor(
    private readonly closes: DayCloseService,
    private readonly datev: DatevExportService,
  ) {}

  /** The X report of a day; a closed day's Z report. The counter sees it too. */
  @Get('day-report')
  @Roles('owner', 'counter')
  async report(@Query('date') date: unknown) {
    return { success: true, ...(await this.closes.report(date)) };
  }

  /** The X report on the receipt printer (409 without one, or for a closed day); the counter may print it too. */
  @Post('day-report/print')
  @HttpCode(200)
  @Roles('owner', 'counter')
  async printReport(@Body(new ContractBody(dayReportPrintBodySchema)) body: DayReportPrintBody) {
    await this.closes.printXReport(body.date);
    return { success: true, message: DAY_CLOSE_MESSAGES.xReportPrinting };
  }

  @Post('day-close')
  async close(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(dayCloseBodySchema)) body: DayCloseBody) {
    return { success: true, message: DAY_CLOSE_MESSAGES.closed, report: await this.closes.close(staff, body) };
  }

  @Get('day-closes')
  async list() {
    return { success: true, closes: await this.closes.list() };
  }

  /** A Windows-1252 CSV download (`EXTF_….csv`), as DATEV imports it. */
  @Get('exports/datev')
  async datevExport(@Query() query: Record<string, unknown>, @Res() res: Response) {
    const { fileName, content } = await this.datev.export(query);
    res.setHeader('Content-Type', 'text/csv; charset=windows-1252');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(content);
  }
}
