import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { StaffRole } from '@pizzeria/domain';
import { PLATFORM_MESSAGES } from '../common/messages';
import { RateLimited } from '../common/rate-limit';
import { Public } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { AdminAuthService, type StaffSession } from './admin-auth.service';
import { loginSchema, type LoginBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  /**
   * Rate limited per client address (LOGIN_RATE_LIMIT per minute, default 5) and locked per account
   * after repeated wrong passwords, per device for a browser that signed in before (AccountLockout).
   */
  @Post('login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  async login(@Body(new ContractBody(loginSchema)) body: LoginBody): Promise<{ success: true; token: string; role: StaffRole; device: string; message: string }> {
    const { token, role, device } = await this.auth.login(body.username, body.password, body.device);
    return { success: true, token, role, device, message: PLATFORM_MESSAGES.loggedIn };
  }

  /**
   * A fresh token for a still valid session: a screen left open all evening (the kitchen tablet)
   * renews its token instead of being logged out mid-service. Never past the session's absolute end.
   */
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  async refresh(@CurrentStaff() staff: StaffSession): Promise<{ success: true; token: string; role: StaffRole }> {
    return { success: true, token: await this.auth.renew(staff), role: staff.role };
  }
}
