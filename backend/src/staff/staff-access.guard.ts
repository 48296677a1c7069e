import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffRole } from '@pizzeria/domain';
import type { Request } from 'express';
import type { StaffSession } from '../admin/admin-auth.service';
import { StaffAuthenticator } from '../admin/staff-jwt.strategy';
import { PLATFORM_MESSAGES } from '../common/messages';
import { IS_PUBLIC_KEY, ROLES_KEY } from './access.decorators';

export type StaffRequest = Request & { staff?: StaffSession };

/**
 * The global guard (APP_GUARD): every HTTP route needs a valid staff session unless it is marked
 * `@Public()`, and a route with `@Roles(...)` only admits those roles (403 otherwise). The bearer
 * token goes through passport-jwt (StaffJwtStrategy), whose verify step checks the session against
 * the database on every call, so a deactivation, password change or new role takes effect at once
 * on every backend process.
 */
@Injectable()
export class StaffAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: StaffAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Socket gateways check their own handshake (AdminGateway); customers' sockets are public.
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<StaffRequest>();
    // A database failure while checking the session rejects: the database's answer (503), not a refusal.
    const staff = await this.authenticator.session(request);
    if (!staff) throw new UnauthorizedException(PLATFORM_MESSAGES.unauthorized);
    request.staff = staff;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(staff.role)) throw new ForbiddenException(PLATFORM_MESSAGES.forbidden);
    return true;
  }
}
