import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { BusyModeState } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { BusyModeService } from './busy-mode.service';
import { busyExtraSchema, busyPauseSchema, type BusyExtraBody, type BusyPauseBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

type Answer = { success: true; busy: BusyModeState };

/** The board's busy-mode buttons (counter staff and owner). */
@Controller('admin/busy-mode')
@Roles('owner', 'counter')
export class BusyModeController {
  constructor(private readonly busyMode: BusyModeService) {}

  @Get()
  async get(): Promise<Answer> {
    return { success: true, busy: await this.busyMode.current() };
  }

  @Post('extra')
  @HttpCode(HttpStatus.OK)
  async extra(@Body(new ContractBody(busyExtraSchema)) body: BusyExtraBody, @CurrentStaff() staff: StaffSession): Promise<Answer> {
    return { success: true, busy: await this.busyMode.setExtra(staff.username, body.minutes, body.until ?? null) };
  }

  @Post('pause')
  @HttpCode(HttpStatus.OK)
  async pause(@Body(new ContractBody(busyPauseSchema)) body: BusyPauseBody, @CurrentStaff() staff: StaffSession): Promise<Answer> {
    const busy = await this.busyMode.setPause(staff.username, body.deliveryMethod, body.paused, body.until ?? null, body.message ?? null);
    return { success: true, busy };
  }
}
