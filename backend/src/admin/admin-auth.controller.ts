import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { PLATFORM_MESSAGES } from '../common/messages';
import { RateLimited } from '../common/rate-limit';
import { AdminAuthService } from './admin-auth.service';
import { LoginDto } from './dto/login.dto';
import { JwtAuthGuard } from './jwt-auth.guard';
import type { AuthenticatedAdmin } from './jwt.strategy';

@Controller('admin')
export class AdminAuthController {
  constructor(private readonly auth: AdminAuthService) {}

  /** Rate limited per client IP (LOGIN_RATE_LIMIT per minute, default 5). */
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimited('login')
  async login(@Body() body: LoginDto): Promise<{ success: true; token: string; message: string }> {
    return { success: true, token: await this.auth.login(body.username, body.password), message: PLATFORM_MESSAGES.loggedIn };
  }

  /**
   * A fresh token for a still valid one: a screen left open all day (the kitchen tablet) renews its
   * session instead of being logged out mid-service when ADMIN_TOKEN_LIFETIME runs out.
   */
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @UseGuards(JwtAuthGuard)
  async refresh(@Req() request: { user: AuthenticatedAdmin }): Promise<{ success: true; token: string }> {
    return { success: true, token: await this.auth.renew(request.user) };
  }
}
