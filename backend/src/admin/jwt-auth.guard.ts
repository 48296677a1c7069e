import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { PLATFORM_MESSAGES } from '../common/messages';
import type { AuthenticatedAdmin } from './jwt.strategy';

/** Protects admin endpoints: a valid `Authorization: Bearer <jwt>` from POST /api/admin/login. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  handleRequest<TUser = AuthenticatedAdmin>(error: unknown, user: TUser | false, _info: unknown, _context: ExecutionContext): TUser {
    if (error || !user) throw new UnauthorizedException(PLATFORM_MESSAGES.unauthorized);
    return user;
  }
}
