import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUDIT_KIND_PREFIXES, type AuditChange, type AuditKind, type Clock } from '@pizzeria/domain';
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
  /** What changed, old and new value each (never secrets such as passwords). */
  changes?: AuditChange[];
  /** Further facts: a reason, the confirmed time, the new values of something created. */
  details?: Record<string, unknown>;
}

/** Which entries the owner looks for: a person, an area, a span of time (a shop-zone day). */
export interface AuditFilter {
  beforeId?: string;
  actor?: string;
  kind?: AuditKind;
  from?: Date;
  until?: Date;
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
      entry.details === undefined && entry.changes === undefined ? null : JSON.stringify({ ...entry.details, ...(entry.changes ? { changes: entry.changes } : {}) }),
    ]);
  }

  /** Everyone who ever appears in the log, for the filter. */
  async actors(): Promise<string[]> {
    const rows = (await this.entries.query('SELECT DISTINCT actor FROM audit_log ORDER BY actor')) as { actor: string }[];
    return rows.map((row) => row.actor);
  }

  /** Newest first; `beforeId` pages further back. */
  list(limit: number, filter: AuditFilter = {}): Promise<AuditEntryEntity[]> {
    const query = this.entries.createQueryBuilder('e').orderBy('e.id', 'DESC').limit(limit).where('true');
    if (filter.beforeId) query.andWhere('e.id < :beforeId', { beforeId: filter.beforeId });
    if (filter.actor) query.andWhere('e.actor = :actor', { actor: filter.actor });
    if (filter.kind) query.andWhere(`split_part(e.action, '.', 1) IN (:...prefixes)`, { prefixes: AUDIT_KIND_PREFIXES[filter.kind] });
    if (filter.from) query.andWhere('e.at >= :from', { from: filter.from });
    if (filter.until) query.andWhere('e.at < :until', { until: filter.until });
    return query.getMany();
  }
}
