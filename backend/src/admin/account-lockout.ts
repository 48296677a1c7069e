import { Injectable } from '@nestjs/common';
import { RateLimitStore, type RateRule } from '../common/rate-limit.store';
import { TooManyRequestsException } from '../common/too-many-requests.exception';

/**
 * Wrong passwords per account before it is locked for the rest of a 15-minute window. The
 * per-address limit alone lets a botnet guess one account's password from many addresses; this
 * caps the guesses per account wherever they come from. Ten is far above a person mistyping.
 */
export const ACCOUNT_FAILURES = { name: 'login-account', limit: 10, windowMs: 15 * 60_000 } as const satisfies RateRule;

export function accountLockedMessage(retryAfterSeconds: number): string {
  return `Zu viele falsche Passwörter für dieses Konto. Es ist vorübergehend gesperrt; bitte versuchen Sie es in ${Math.ceil(retryAfterSeconds / 60)} Minuten erneut.`;
}

/**
 * The per-account lockout of logins and password changes, counted in PostgreSQL (shared by all
 * processes). A locked account is refused before its password is checked, so a flood against it
 * costs no hashing. Unknown usernames are counted as well, by the name as typed. A login from a
 * known device (`deviceId`, see DeviceTokens) is counted and locked for that device alone: guesses
 * from elsewhere do not lock staff out of their own screens.
 */
@Injectable()
export class AccountLockout {
  constructor(private readonly store: RateLimitStore) {}

  private key(username: string, deviceId: string | null): string {
    return deviceId === null ? username.trim().toLowerCase() : `device:${deviceId}`;
  }

  /** 429 with Retry-After while the account (or the known device's login to it) is locked. */
  async assertOpen(username: string, deviceId: string | null = null): Promise<void> {
    const count = await this.store.peek(ACCOUNT_FAILURES, this.key(username, deviceId));
    if (count.hits >= ACCOUNT_FAILURES.limit) throw new TooManyRequestsException(accountLockedMessage(count.retryAfterSeconds), count.retryAfterSeconds);
  }

  async failed(username: string, deviceId: string | null = null): Promise<void> {
    await this.store.hit(ACCOUNT_FAILURES, this.key(username, deviceId));
  }

  async succeeded(username: string, deviceId: string | null = null): Promise<void> {
    await this.store.clear(ACCOUNT_FAILURES, this.key(username, deviceId));
  }
}
