import { Injectable } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import passport from 'passport';
import { ExtractJwt, Strategy, type VerifiedCallback } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { AdminAuthService, type AdminTokenPayload, type StaffSession } from './admin-auth.service';

const STAFF_JWT = 'staff-jwt';

/**
 * A staff session from its bearer token through passport-jwt: passport checks the signature and
 * the expiry (HS256 with JWT_SECRET, as AdminAuthService signs); the verify step what only the
 * database knows (AdminAuthService.sessionOf): still active, no password change or deactivation
 * since (token_version), the current role, within the session's absolute lifetime; it notes the use.
 */
@Injectable()
export class StaffJwtStrategy extends Strategy {
  constructor(config: AppConfig, auth: AdminAuthService) {
    super(
      { jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, algorithms: ['HS256'] },
      (payload: AdminTokenPayload, done: VerifiedCallback) => {
        auth.sessionOf(payload).then(
          (session) => done(null, session ?? false),
          (error: unknown) => done(error),
        );
      },
    );
  }
}

/**
 * Passport for this app alone. Not passport's process-wide instance (which @nestjs/passport's
 * PassportStrategy and AuthGuard use): a second app in the same process (tests start two on one
 * database) would replace the strategy there, and the first app would check its tokens against
 * the second's database connection, closed once that app stops.
 */
@Injectable()
export class StaffAuthenticator {
  private readonly passport = new passport.Authenticator();

  constructor(strategy: StaffJwtStrategy) {
    this.passport.use(STAFF_JWT, strategy);
  }

  /** The session of the request's bearer token; null when passport refuses it; a database failure rejects. */
  session(request: { headers: IncomingHttpHeaders }): Promise<StaffSession | null> {
    return new Promise((resolve, reject) => {
      const authenticate = this.passport.authenticate(STAFF_JWT, { session: false }, (error: unknown, session: StaffSession | false) => {
        // Handed on as it is: the error filter tells a database outage (503) by the driver's code, even from another realm.
        if (error) reject(error as Error);
        else resolve(session || null);
      }) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
      authenticate(request, {}, reject);
    });
  }

  /** The session of a token that came without an HTTP request (the /admin socket's handshake auth), checked exactly as one that did. */
  sessionOfToken(token: unknown): Promise<StaffSession | null> {
    if (typeof token !== 'string' || token === '') return Promise.resolve(null);
    return this.session({ headers: { authorization: `Bearer ${token}` } });
  }
}
