import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Param, Patch, Post } from '@nestjs/common';
import type { StaffSession } from '../admin/admin-auth.service';
import { RateLimited } from '../common/rate-limit';
import { Roles } from './access.decorators';
import { CurrentStaff } from './current-staff.decorator';
import { ChangePasswordDto, CreateStaffDto, UpdateStaffDto } from './dto/staff-user.dto';
import { STAFF_MESSAGES } from './staff.messages';
import { StaffUsersService } from './staff-users.service';

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
  async create(@CurrentStaff() staff: StaffSession, @Body() dto: CreateStaffDto) {
    return { success: true, message: STAFF_MESSAGES.created, user: await this.users.create(staff, dto) };
  }

  @Patch('users/:id')
  @Roles('owner')
  async update(@CurrentStaff() staff: StaffSession, @Param('id') rawId: string, @Body() dto: UpdateStaffDto) {
    return { success: true, message: STAFF_MESSAGES.updated, user: await this.users.update(staff, parseId(rawId), dto) };
  }

  /**
   * Everyone changes their own password; the answer's token keeps this screen signed in. Limited
   * per address like the login, and wrong current passwords count towards the account's lockout.
   */
  @Post('password')
  @HttpCode(HttpStatus.OK)
  @RateLimited('password')
  async changePassword(@CurrentStaff() staff: StaffSession, @Body() dto: ChangePasswordDto) {
    const token = await this.users.changeOwnPassword(staff, dto.currentPassword, dto.newPassword);
    return { success: true, message: STAFF_MESSAGES.passwordChanged, token };
  }
}
