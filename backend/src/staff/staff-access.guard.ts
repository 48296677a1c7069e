import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@pizzeria/domain';
import type { Request } from 'express';
import { AdminAuthService, type StaffSession } from '../admin/admin-auth.service';
import { PLATFORM_MESSAGES } from '../common/messages';
import { IS_PUBLIC_KEY, ROLES_KEY } from './access.decorators';

export type StaffRequest = Request & { staff?: StaffSession };

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The global guard (APP_GUARD): every HTTP route needs a valid staff session unless it is marked
 * `@Public()`, and a route with `@Roles(...)` only admits those roles (403 otherwise). The session
 * is checked against the database on every call, so a deactivation, password change or new role
 * takes effect at once on every backend process.
 */
@Injectable()
export class StaffAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AdminAuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Socket gateways check their own handshake (AdminGateway); customers' sockets are public.
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<StaffRequest>();
    const staff = await this.auth.authenticate(bearerToken(request.headers.authorization));
    if (!staff) throw new UnauthorizedException(PLATFORM_MESSAGES.unauthorized);
    request.staff = staff;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(staff.role)) throw new ForbiddenException(PLATFORM_MESSAGES.forbidden);
    return true;
  }
}
