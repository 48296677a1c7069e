import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device tokens (OWASP's "device cookies" against account lockout): a browser that signed in to an
 * account gets a token for that name, and its later logins are counted and locked on their own.
 * Guesses from elsewhere can then lock the account against unknown devices only, never the counter
 * PC or the kitchen tablet during service. A token is `<id>.<mac>`: a random id and its HMAC with
 * the name, keyed from JWT_SECRET, so nothing is stored and a made-up token is no token at all.
 */
export class DeviceTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('pizzeria device tokens').digest();
  }

  private mac(username: string, id: string): Buffer {
    return createHmac('sha256', this.key).update(`${username.trim().toLowerCase()}\n${id}`).digest();
  }

  issue(username: string): string {
    const id = randomBytes(16).toString('base64url');
    return `${id}.${this.mac(username, id).toString('base64url')}`;
  }

  /** The device's id when `token` was issued for `username`; null for no token, another name's or a forged one. */
  idOf(username: string, token: string | undefined): string | null {
    const [id, mac, ...rest] = (token ?? '').split('.');
    if (!id || !mac || rest.length > 0) return null;
    const given = Buffer.from(mac, 'base64url');
    const expected = this.mac(username, id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
