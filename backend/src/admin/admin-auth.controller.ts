import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { PLATFORM_MESSAGES } from '../common/messages';
import { RateLimited } from '../common/rate-limit';
import { AdminAuthService } from './admin-auth.service';
import { LoginDto } from './dto/login.dto';

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
}
