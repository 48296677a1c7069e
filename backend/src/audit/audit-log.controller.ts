import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { Roles } from '../staff/access.decorators';
import { AuditService } from './audit.service';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 200;
const BAD_PAGING = 'Ungültige Seitenangabe (limit 1–200, before eine Eintragsnummer).';

/** The change log for the owner: newest first, `before` (the last id seen) pages further back. */
@Controller('admin')
export class AuditLogController {
  constructor(private readonly audit: AuditService) {}

  @Get('audit-log')
  @Roles('owner')
  async list(@Query('limit') rawLimit?: string, @Query('before') before?: string) {
    const limit = rawLimit === undefined ? PAGE_DEFAULT : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE_MAX) throw new BadRequestException(BAD_PAGING);
    if (before !== undefined && !/^\d{1,18}$/.test(before)) throw new BadRequestException(BAD_PAGING);
    const rows = await this.audit.list(limit + 1, before);
    const entries = rows.slice(0, limit).map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      target: row.target,
      details: row.details,
    }));
    return { success: true, entries, nextBefore: rows.length > limit ? entries[entries.length - 1].id : null };
  }
}
