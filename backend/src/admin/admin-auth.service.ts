import { Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { PLATFORM_MESSAGES } from '../common/messages';
import { AppConfig } from '../config/app-config';
import { AdminUser } from './admin-user.entity';

export interface AdminTokenPayload {
  sub: number;
  username: string;
  /** Expiry (seconds since the epoch), set by the JWT library when signing. */
  exp?: number;
}

@Injectable()
export class AdminAuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Admin');
  /** Verified when the username is unknown, so both failures take about as long. */
  private decoyHash: Promise<string> | undefined;

  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async login(username: string, password: string): Promise<string> {
    const admin = await this.admins.findOne({ where: { username } });
    const hash = admin?.passwordHash ?? (await this.getDecoyHash());
    const matches = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !matches) throw new UnauthorizedException(PLATFORM_MESSAGES.loginFailed);
    const payload: AdminTokenPayload = { sub: admin.id, username: admin.username };
    return this.jwt.signAsync(payload);
  }

  /** Signs a new token for the admin a valid token names, as long as that admin still exists. */
  async renew(admin: { id: number; username: string }): Promise<string> {
    const stored = await this.admins.findOne({ where: { id: admin.id } });
    if (!stored || stored.username !== admin.username) throw new UnauthorizedException(PLATFORM_MESSAGES.unauthorized);
    const payload: AdminTokenPayload = { sub: stored.id, username: stored.username };
    return this.jwt.signAsync(payload);
  }

  /** Verifies an admin JWT (for the socket handshake); null when missing, forged or expired. */
  async verifyToken(token: unknown): Promise<AdminTokenPayload | null> {
    if (typeof token !== 'string' || token === '') return null;
    try {
      return await this.jwt.verifyAsync<AdminTokenPayload>(token);
    } catch {
      return null;
    }
  }

  /**
   * ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin at every boot. Without a password
   * on a first boot a random one is generated and printed once, since nobody could log in otherwise.
   */
  private async ensureAdmin(): Promise<void> {
    const username = this.config.adminUsername;
    const password = this.config.adminPassword;
    const existing = await this.admins.findOne({ where: { username } });
    if (password) {
      if (existing && (await argon2.verify(existing.passwordHash, password).catch(() => false))) return;
      const passwordHash = await argon2.hash(password, { type: argon2.argon2id });
      await this.admins.upsert({ username, passwordHash }, ['username']);
      this.logger.log(`Admin-Zugang "${username}" aus ADMIN_PASSWORD ${existing ? 'aktualisiert' : 'angelegt'}.`);
      return;
    }
    if (existing || (await this.admins.count()) > 0) return;
    const generated = randomBytes(12).toString('base64url');
    await this.admins.insert({ username, passwordHash: await argon2.hash(generated, { type: argon2.argon2id }) });
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

  private getDecoyHash(): Promise<string> {
    this.decoyHash ??= argon2.hash(randomBytes(16).toString('hex'), { type: argon2.argon2id });
    return this.decoyHash;
  }
}
