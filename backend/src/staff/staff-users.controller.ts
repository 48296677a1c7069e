import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import type { StaffSession } from '../admin/admin-auth.service';
import { RateLimited } from '../common/rate-limit';
import { Roles } from './access.decorators';
import { CurrentStaff } from './current-staff.decorator';
import { STAFF_MESSAGES } from './staff.messages';
import { StaffUsersService } from './staff-users.service';
import { changePasswordSchema, createStaffSchema, updateStaffSchema, type ChangePasswordBody, type CreateStaffBody, type UpdateStaffBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

function parseId(raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new NotFoundException(STAFF_MESSAGES.notFound);
  return id;
}

@Controller('admin')
export class StaffUsersController {
  constructor(private readonly users: StaffUsersService) {}

  @Get('users')
  @Roles('owner')
  async list() {
    return { success: true, users: await this.users.list() };
  }

  @Post('users')
  @Roles('owner')
  async create(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(createStaffSchema)) dto: CreateStaffBody) {
    return { success: true, message: STAFF_MESSAGES.created, user: await this.users.create(staff, dto) };
  }

  @Patch('users/:id')
  @Roles('owner')
  async update(@CurrentStaff() staff: StaffSession, @Param('id') rawId: string, @Body(new ContractBody(updateStaffSchema)) dto: UpdateStaffBody) {
    return { success: true, message: STAFF_MESSAGES.updated, user: await this.users.update(staff, parseId(rawId), dto) };
  }

  /**
   * Everyone changes their own password; the answer's token keeps this screen signed in. Limited
   * per address like the login, and wrong current passwords count towards the account's lockout.
   */
  @Post('password')
  @HttpCode(HttpStatus.OK)
  @RateLimited('password')
  async changePassword(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(changePasswordSchema)) dto: ChangePasswordBody) {
    const token = await this.users.changeOwnPassword(staff, dto.currentPassword, dto.newPassword);
    return { success: true, message: STAFF_MESSAGES.passwordChanged, token };
  }
}
