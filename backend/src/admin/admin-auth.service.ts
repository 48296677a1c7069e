import { Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { isStaffRole, type StaffRole } from '@pizzeria/domain';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { PLATFORM_MESSAGES } from '../common/messages';
import { AppConfig } from '../config/app-config';
import { AccountLockout } from './account-lockout';
import { AdminUser } from './admin-user.entity';
import { DeviceTokens } from './device-tokens';
import { hashNeedsUpdate, hashPassword, verifyPassword } from './password-hashing';

/** One token lives 12 h; open screens renew it at half-time (POST /api/admin/refresh). */
export const ADMIN_TOKEN_SECONDS = 12 * 3600;
/** A session ends 16 h after its login however often it was renewed: one long shift, then log in again. */
export const SESSION_MAX_SECONDS = 16 * 3600;

export interface AdminTokenPayload {
  sub: number;
  username: string;
  role: StaffRole;
  /** The person's token_version at login; a raised version ends the session. */
  ver: number;
  /** Login time (seconds since the epoch); renewals keep it, so the session's end stays fixed. */
  sst: number;
  /** Expiry (seconds since the epoch), set by the JWT library when signing. */
  exp?: number;
}

/** Who a valid session belongs to, as stored now (role and name read from the database). */
export interface StaffSession {
  id: number;
  username: string;
  role: StaffRole;
  tokenVersion: number;
  sessionStart: number;
  exp: number;
}

/*
 * Token times follow the wall clock, as the JWT library's own checks do; the shop's CLOCK (which
 * tests may fix to a past evening) is for opening hours and service days, not for sessions.
 */
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** How stale "last used" may be: the owner wants to know who still works with the shop, not the exact second. */
const LAST_USED_PRECISION_MS = 5 * 60_000;

@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  /** Verified when the username is unknown, so both failures take about as long. */
  private decoyHash: Promise<string> | undefined;
  private readonly devices: DeviceTokens;

  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    private readonly lockout: AccountLockout,
  ) {
    this.devices = new DeviceTokens(config.jwtSecret);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  /**
   * A locked account (AccountLockout) is refused before any hashing; a wrong password counts
   * towards its lockout, a right one clears it and brings a hash of the old cost up to date.
   * `device`: the device token an earlier login here was given for this name (DeviceTokens); such a
   * login is counted and locked for its device alone. The answer's `device` is the one to send next time.
   */
  async login(username: string, password: string, device?: string): Promise<{ token: string; role: StaffRole; device: string }> {
    const deviceId = this.devices.idOf(username, device);
    await this.lockout.assertOpen(username, deviceId);
    const admin = await this.admins.findOne({ where: { username } });
    const hash = admin?.passwordHash ?? (await this.getDecoyHash());
    const matches = await verifyPassword(hash, password);
    if (!admin || !matches) await this.lockout.failed(username, deviceId);
    if (!admin || !matches || !admin.active) throw new UnauthorizedException(PLATFORM_MESSAGES.loginFailed);
    await this.lockout.succeeded(username, deviceId);
    const passwordHash = hashNeedsUpdate(admin.passwordHash) ? await hashPassword(password) : undefined;
    await this.admins.update(admin.id, { lastUsedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) });
    return { token: await this.sign(admin, nowSeconds()), role: admin.role, device: deviceId !== null && device ? device : this.devices.issue(username) };
  }

  /** A fresh token for a valid session; never past the session's absolute end. */
  renew(session: StaffSession): Promise<string> {
    return this.sign(session, session.sessionStart);
  }

  /** Signs a token for a person whose current token_version is known (after a password change). */
  signFor(admin: Pick<AdminUser, 'id' | 'username' | 'role' | 'tokenVersion'>): Promise<string> {
    return this.sign(admin, nowSeconds());
  }

  /**
   * The session of a token whose signature and expiry passport already checked (StaffJwtStrategy):
   * the person still active, no password change or deactivation since (token_version), within the
   * absolute lifetime; null otherwise. Its role and name are read now, not taken from the token.
   */
  async sessionOf(payload: AdminTokenPayload): Promise<StaffSession | null> {
    if (typeof payload.sst !== 'number' || payload.sst + SESSION_MAX_SECONDS <= nowSeconds()) return null;
    const admin = await this.admins.findOne({ where: { id: payload.sub } });
    if (!admin || !admin.active || admin.tokenVersion !== payload.ver || !isStaffRole(admin.role)) return null;
    await this.noteUse(admin);
    return { id: admin.id, username: admin.username, role: admin.role, tokenVersion: admin.tokenVersion, sessionStart: payload.sst, exp: payload.exp ?? 0 };
  }

  /** Marks the login as used, at most once per few minutes: a busy screen must not write on every call. */
  private async noteUse(admin: AdminUser): Promise<void> {
    if (admin.lastUsedAt && Date.now() - admin.lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
    await this.admins.update(admin.id, { lastUsedAt: new Date() });
  }

  private async sign(admin: Pick<AdminUser, 'id' | 'username' | 'role' | 'tokenVersion'>, sessionStart: number): Promise<string> {
    const remaining = sessionStart + SESSION_MAX_SECONDS - nowSeconds();
    if (remaining <= 0) throw new UnauthorizedException(PLATFORM_MESSAGES.unauthorized);
    const payload: AdminTokenPayload = { sub: admin.id, username: admin.username, role: admin.role, ver: admin.tokenVersion, sst: sessionStart };
    return this.jwt.signAsync(payload, { expiresIn: Math.min(ADMIN_TOKEN_SECONDS, remaining) });
  }

  /**
   * ADMIN_USERNAME/ADMIN_PASSWORD create or update that owner at every boot (a changed password
   * also ends its sessions, and re-enables a locked-out owner). Without a password on a first
   * boot a random one is generated and printed once, since nobody could log in otherwise.
   */
  private async ensureAdmin(): Promise<void> {
    const username = this.config.adminUsername;
    const password = this.config.adminPassword;
    const existing = await this.admins.findOne({ where: { username } });
    if (password) {
      if (existing && (await verifyPassword(existing.passwordHash, password))) {
        if (hashNeedsUpdate(existing.passwordHash)) await this.admins.update(existing.id, { passwordHash: await hashPassword(password) });
        return;
      }
      const passwordHash = await hashPassword(password);
      if (existing) {
        await this.admins.update(existing.id, { passwordHash, role: 'owner', active: true, tokenVersion: existing.tokenVersion + 1 });
      } else if (!(await this.insertOwner(username, passwordHash))) {
        // Another process starting at the same moment made the same owner from the same password.
        return;
      }
      this.logger.log(`Admin-Zugang "${username}" aus ADMIN_PASSWORD ${existing ? 'aktualisiert' : 'angelegt'}.`);
      return;
    }
    if (existing || (await this.admins.count()) > 0) return;
    const generated = randomBytes(12).toString('base64url');
    // Two processes on a new database both get here; only the password of the one whose row was stored may be shown.
    if (!(await this.insertOwner(username, await hashPassword(generated)))) return;
    process.stdout.write(
      [
        '',
        '==================================================================',
        '  Admin-Zugang angelegt (wird nur dieses eine Mal angezeigt):',
        `    Benutzername: ${username}`,
        `    Passwort:     ${generated}`,
        '  Anmeldung unter /admin/login. Eigenes Passwort: ADMIN_PASSWORD setzen.',
        '==================================================================',
        '',
      ].join('\n') + '\n',
    );
  }

  /** Inserts the owner unless a process starting at the same moment already did (ON CONFLICT DO NOTHING); true when this one did. */
  private async insertOwner(username: string, passwordHash: string): Promise<boolean> {
    const result = await this.admins.createQueryBuilder().insert().values({ username, passwordHash, role: 'owner' }).orIgnore().returning('id').execute();
    return (result.raw as unknown[]).length > 0;
  }

  private getDecoyHash(): Promise<string> {
    this.decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.decoyHash;
  }
}
