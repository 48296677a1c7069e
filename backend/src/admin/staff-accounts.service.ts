import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StaffRole } from '@pizzeria/domain';
import type { EntityManager, Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity';
import { hashPassword, verifyPassword } from './password-hashing';

/** A staff login as other modules see it: never its password hash. */
export type StaffAccount = Pick<AdminUser, 'id' | 'username' | 'role' | 'active' | 'tokenVersion' | 'lastUsedAt'>;

/** What the staff module changes on a login; a new password comes hashed by hashPassword. */
export type StaffAccountChange = Partial<Pick<AdminUser, 'username' | 'role' | 'active' | 'tokenVersion' | 'passwordHash'>>;

const toAccount = ({ id, username, role, active, tokenVersion, lastUsedAt }: AdminUser): StaffAccount => ({ id, username, role, active, tokenVersion, lastUsedAt });

/**
 * The staff logins (table `admin_users`, owned here) for the modules that manage them (staff) or
 * name them (drivers). Methods taking a manager work in the caller's transaction.
 */
@Injectable()
export class StaffAccounts {
  constructor(@InjectRepository(AdminUser) private readonly users: Repository<AdminUser>) {}

  async list(): Promise<StaffAccount[]> {
    return (await this.users.find({ order: { username: 'ASC' } })).map(toAccount);
  }

  /** The drivers who may be given deliveries, by name. */
  async activeDrivers(): Promise<StaffAccount[]> {
    return (await this.users.find({ where: { role: 'driver', active: true }, order: { username: 'ASC' } })).map(toAccount);
  }

  async activeDriver(manager: EntityManager, id: number): Promise<StaffAccount | null> {
    const user = await manager.getRepository(AdminUser).findOneBy({ id, role: 'driver', active: true });
    return user && toAccount(user);
  }

  /** A driver's name, also of one switched off since; null when `id` is no driver. */
  async driverName(manager: EntityManager, id: number): Promise<string | null> {
    const drivers = (await manager.query(`SELECT username FROM admin_users WHERE id = $1 AND role = 'driver'`, [id])) as { username: string }[];
    return drivers[0]?.username ?? null;
  }

  /** Hashes a new password; done before the transaction that stores it, as hashing waits its turn (password-hashing). */
  hashPassword(password: string): Promise<string> {
    return hashPassword(password);
  }

  async passwordMatches(id: number, password: string): Promise<boolean> {
    const stored = await this.users.findOneByOrFail({ id });
    return verifyPassword(stored.passwordHash, password);
  }

  async create(manager: EntityManager, login: { username: string; passwordHash: string; role: StaffRole }): Promise<StaffAccount> {
    const repo = manager.getRepository(AdminUser);
    return toAccount(await repo.save(repo.create({ ...login, active: true })));
  }

  /** The login locked (FOR UPDATE) until `manager`'s transaction ends; null when there is none. */
  async lockForChange(manager: EntityManager, id: number): Promise<StaffAccount | null> {
    const user = await manager.getRepository(AdminUser).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    return user && toAccount(user);
  }

  async change(manager: EntityManager, id: number, change: StaffAccountChange): Promise<void> {
    await manager.getRepository(AdminUser).update({ id }, change);
  }

  /** The active owners' ids, locked until `manager`'s transaction ends, so two changes cannot both take away the last owner. */
  async lockActiveOwners(manager: EntityManager): Promise<number[]> {
    const owners = (await manager.query(`SELECT id FROM admin_users WHERE role = 'owner' AND active ORDER BY id FOR UPDATE`)) as { id: number }[];
    return owners.map((owner) => owner.id);
  }
}
