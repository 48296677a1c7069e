import { BadRequestException, Body, Controller, Get, Post, Query } from '@nestjs/common';
import { closeSettlementBodySchema, type CloseSettlementBody } from '@pizzeria/contract';
import { DRIVER_MESSAGES, isValidDateString } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { ContractBody } from '../common/contract-body.pipe';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { SettlementsService } from './settlements.service';

/** Each driver's cash of a service day, closed once by owner or counter. */
@Controller('admin/settlements')
@Roles('owner', 'counter')
export class SettlementsController {
  constructor(private readonly settlements: SettlementsService) {}

  @Get()
  async list(@Query('date') date: unknown) {
    if (!isValidDateString(date)) throw new BadRequestException(DRIVER_MESSAGES.badDate);
    return { success: true, date, settlements: await this.settlements.list(date) };
  }

  @Post()
  async close(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(closeSettlementBodySchema)) body: CloseSettlementBody) {
    return { success: true, message: DRIVER_MESSAGES.settlementClosed, settlement: await this.settlements.close(staff, body) };
  }
}
