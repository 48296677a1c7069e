import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Clock } from '@pizzeria/domain';
import type { EntityManager, Repository } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AuditEntryEntity } from './audit-entry.entity';

export interface AuditRecord {
  /** Username of the staff member who made the change. */
  actor: string;
  /** What was done, e.g. 'product.update', 'settings.update', 'user.create'. */
  action: string;
  /** What it was done to, e.g. 'Produkt 12 (Pizza Salami)'. */
  target: string;
  /** The changed fields (new values), never secrets such as passwords. */
  details?: Record<string, unknown>;
}

/** Writes the change log in the transaction of the change itself, so the log never misses or invents one. */
@Injectable()
export class AuditService {
  constructor(
    @InjectRepository(AuditEntryEntity) private readonly entries: Repository<AuditEntryEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.query('INSERT INTO audit_log (at, actor, action, target, details) VALUES ($1, $2, $3, $4, $5::jsonb)', [
      this.clock.now(),
      entry.actor,
      entry.action,
      entry.target.slice(0, 200),
      entry.details === undefined ? null : JSON.stringify(entry.details),
    ]);
  }

  /** Newest first; `beforeId` pages further back. */
  list(limit: number, beforeId?: string): Promise<AuditEntryEntity[]> {
    const query = this.entries.createQueryBuilder('e').orderBy('e.id', 'DESC').limit(limit);
    if (beforeId) query.where('e.id < :beforeId', { beforeId });
    return query.getMany();
  }
}
