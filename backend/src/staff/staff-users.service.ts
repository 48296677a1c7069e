import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { auditChanges, type StaffRole } from '@pizzeria/domain';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { AccountLockout } from '../admin/account-lockout';
import { type StaffSession, AdminAuthService } from '../admin/admin-auth.service';
import { StaffAccounts, type StaffAccount } from '../admin/staff-accounts.service';
import { AuditService } from '../audit/audit.service';
import { EventBus } from '../events/event-bus';
import { STAFF_MESSAGES } from './staff.messages';
import { type CreateStaffBody, type UpdateStaffBody } from '@pizzeria/contract';

/** A staff login as the API shows it; never the hash. */
export interface StaffUserView {
  id: number;
  username: string;
  role: StaffRole;
  active: boolean;
  /** ISO instant the login was last used (signed in, or worked with the screens); null: never. */
  lastUsedAt: string | null;
}

function toView(user: StaffAccount): StaffUserView {
  return { id: user.id, username: user.username, role: user.role, active: user.active, lastUsedAt: user.lastUsedAt ? user.lastUsedAt.toISOString() : null };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

@Injectable()
export class StaffUsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly events: EventBus,
    private readonly auth: AdminAuthService,
    private readonly lockout: AccountLockout,
    private readonly accounts: StaffAccounts,
  ) {}

  async list(): Promise<StaffUserView[]> {
    return (await this.accounts.list()).map(toView);
  }

  async create(actor: StaffSession, dto: CreateStaffBody): Promise<StaffUserView> {
    const passwordHash = await this.accounts.hashPassword(dto.password);
    return this.uniqueName(() =>
      this.dataSource.transaction(async (manager) => {
        const user = await this.accounts.create(manager, { username: dto.username, passwordHash, role: dto.role });
        await this.audit.record(manager, {
          actor: actor.username,
          action: 'user.create',
          target: `Mitarbeiter ${user.id} (${user.username})`,
          details: { username: user.username, role: user.role },
        });
        return toView(user);
      }),
    );
  }

  /** Ends the person's sessions and sockets when the password changes or the login is switched off. */
  async update(actor: StaffSession, id: number, dto: UpdateStaffBody): Promise<StaffUserView> {
    const { password, ...fields } = dto;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Pick<StaffUserView, 'username' | 'role' | 'active'>>;
    if (Object.keys(defined).length === 0 && password === undefined) throw new BadRequestException(STAFF_MESSAGES.nothingToChange);
    const passwordHash = password === undefined ? undefined : await this.accounts.hashPassword(password);
    const { view, endsSessions } = await this.uniqueName(() =>
      this.dataSource.transaction(async (manager) => {
        const user = await this.accounts.lockForChange(manager, id);
        if (!user) throw new NotFoundException(STAFF_MESSAGES.notFound);
        await this.keepOneOwner(manager, user, defined);
        const before = toView(user);
        const endsSessions = passwordHash !== undefined || (user.active && defined.active === false);
        const change = { ...defined, ...(passwordHash ? { passwordHash } : {}), ...(endsSessions ? { tokenVersion: user.tokenVersion + 1 } : {}) };
        await this.accounts.change(manager, id, change);
        Object.assign(user, change);
        await this.audit.record(manager, {
          actor: actor.username,
          action: 'user.update',
          target: `Mitarbeiter ${user.id} (${user.username})`,
          changes: auditChanges(before, toView(user)),
          ...(passwordHash ? { details: { passwordChanged: true } } : {}),
        });
        return { view: toView(user), endsSessions };
      }),
    );
    if (endsSessions) this.events.announce('staff.sessions-ended', { staffId: id });
    return view;
  }

  /** The caller's own password; their other sessions end, this screen goes on with the token returned. */
  async changeOwnPassword(session: StaffSession, currentPassword: string, newPassword: string): Promise<string> {
    // A wrong current password counts towards the login lockout: a stolen session must not make this a guessing oracle.
    await this.lockout.assertOpen(session.username);
    if (!(await this.accounts.passwordMatches(session.id, currentPassword))) {
      await this.lockout.failed(session.username);
      throw new BadRequestException(STAFF_MESSAGES.currentPasswordWrong);
    }
    const passwordHash = await this.accounts.hashPassword(newPassword);
    const user = await this.dataSource.transaction(async (manager) => {
      const locked = await this.accounts.lockForChange(manager, session.id);
      if (!locked) throw new NotFoundException(STAFF_MESSAGES.notFound);
      locked.tokenVersion += 1;
      await this.accounts.change(manager, locked.id, { passwordHash, tokenVersion: locked.tokenVersion });
      await this.audit.record(manager, {
        actor: session.username,
        action: 'user.password',
        target: `Mitarbeiter ${locked.id} (${locked.username})`,
        details: { passwordChanged: true },
      });
      return locked;
    });
    this.events.announce('staff.sessions-ended', { staffId: session.id });
    return this.auth.signFor(user);
  }

  /** The shop always keeps one active owner, or nobody could manage staff and settings any more. */
  private async keepOneOwner(manager: EntityManager, user: StaffAccount, change: Partial<StaffUserView>): Promise<void> {
    const losesOwner = user.role === 'owner' && user.active && ((change.role && change.role !== 'owner') || change.active === false);
    if (!losesOwner) return;
    const owners = await this.accounts.lockActiveOwners(manager);
    if (!owners.some((owner) => owner !== user.id)) throw new ConflictException(STAFF_MESSAGES.lastOwner);
  }

  private async uniqueName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(STAFF_MESSAGES.usernameTaken);
      throw error;
    }
  }
}
