import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { AUDIT_KINDS, addDays, auditActionLabel, auditLines, auditTime, isAuditKind, isValidDateString, zonedToInstant } from '@pizzeria/domain';
import { AppConfig } from '../config/app-config';
import { Roles } from '../staff/access.decorators';
import { AuditService, type AuditFilter } from './audit.service';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 200;
const BAD_PAGING = 'Ungültige Seitenangabe (limit 1–200, before eine Eintragsnummer).';
const BAD_KIND = `Unbekannter Bereich. Möglich: ${Object.keys(AUDIT_KINDS).join(', ')}.`;
const BAD_DAY = 'Bitte einen Tag als JJJJ-MM-TT angeben.';
const BAD_ACTOR = 'Ungültiger Benutzername.';

interface AuditQuery {
  limit?: string;
  before?: string;
  actor?: string;
  kind?: string;
  day?: string;
}

/**
 * The change log for the owner: newest first, `before` (the last id seen) pages further back;
 * `actor`, `kind` (an area) and `day` (YYYY-MM-DD in the shop's zone) narrow it. Every entry
 * comes with its German wording (action, shop-zone time, each change as old → new) beside the raw data.
 */
@Controller('admin')
export class AuditLogController {
  constructor(
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  @Get('audit-log')
  @Roles('owner')
  async list(@Query() query: AuditQuery) {
    const limit = query.limit === undefined ? PAGE_DEFAULT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw new BadRequestException(BAD_PAGING);
    const filter = this.filter(query);
    const tz = this.config.shopTimezone;
    const [rows, actors] = await Promise.all([this.audit.list(limit + 1, filter), this.audit.actors()]);
    const entries = rows.slice(0, limit).map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      atText: auditTime(row.at.toISOString(), tz),
      actor: row.actor,
      action: row.action,
      actionText: auditActionLabel(row.action),
      target: row.target,
      details: row.details,
      lines: auditLines(row.details, tz),
    }));
    return { success: true, entries, actors, kinds: AUDIT_KINDS, nextBefore: rows.length > limit ? entries[entries.length - 1].id : null };
  }

  private filter(query: AuditQuery): AuditFilter {
    const filter: AuditFilter = {};
    if (query.before !== undefined) {
      if (typeof query.before !== 'string' || !/^\d{1,18}$/.test(query.before)) throw new BadRequestException(BAD_PAGING);
      filter.beforeId = query.before;
    }
    if (query.actor !== undefined && query.actor !== '') {
      if (typeof query.actor !== 'string' || query.actor.length > 50) throw new BadRequestException(BAD_ACTOR);
      filter.actor = query.actor;
    }
    if (query.kind !== undefined && query.kind !== '') {
      if (!isAuditKind(query.kind)) throw new BadRequestException(BAD_KIND);
      filter.kind = query.kind;
    }
    if (query.day !== undefined && query.day !== '') {
      if (!isValidDateString(query.day)) throw new BadRequestException(BAD_DAY);
      filter.from = zonedToInstant(query.day, '00:00', this.config.shopTimezone);
      filter.until = zonedToInstant(addDays(query.day, 1), '00:00', this.config.shopTimezone);
    }
    return filter;
  }
}
