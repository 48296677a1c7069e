import { BadRequestException, Body, Controller, Get, Post, Query } from '@nestjs/common';
import { closeSettlementBodySchema, type CloseSettlementBody } from '@pizzeria/contract';
import { DRIVER_MESSAGES, isValidDateString } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { ContractBody } from '../common/contract-body.pipe';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { ServiceDayService } from '../settings/service-day.service';
import { SettlementsService } from './settlements.service';

/** Each driver's cash of a service day, closed once by owner or counter. */
@Controller('admin/settlements')
@Roles('owner', 'counter')
export class SettlementsController {
  constructor(
    private readonly settlements: SettlementsService,
    private readonly serviceDay: ServiceDayService,
  ) {}

  /** `date` left out: the current service day by the server's clock (the screen opens on it and shows the answer's `date`). */
  @Get()
  async list(@Query('date') requested: unknown) {
    const date = requested === undefined ? await this.serviceDay.current() : requested;
    if (!isValidDateString(date)) throw new BadRequestException(DRIVER_MESSAGES.badDate);
    return { success: true, date, settlements: await this.settlements.list(date) };
  }

  @Post()
  async close(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(closeSettlementBodySchema)) body: CloseSettlementBody) {
    return { success: true, message: DRIVER_MESSAGES.settlementClosed, settlement: await this.settlements.close(staff, body) };
  }
}
