import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { addDays, auditChanges, fromCents, isValidDateString, normalizeVoucherCode, toCents, zonedTime, zonedToInstant, type Clock } from '@pizzeria/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import { CLOCK } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { VoucherEntity } from '../voucher.entity';
import { VOUCHER_ADMIN_MESSAGES as M, type AdminVoucher, type VoucherBody } from '@pizzeria/contract';

/** The owner's voucher calls: each write validated as a whole, in one transaction with its change-log entry. */
@Injectable()
export class AdminVouchersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(): Promise<AdminVoucher[]> {
    const rows = await this.dataSource.getRepository(VoucherEntity).find({ order: { code: 'ASC' } });
    return rows.filter((r) => r.archivedAt === null).map((r) => this.toAdmin(r));
  }

  async save(id: number | null, body: VoucherBody, actor: string): Promise<AdminVoucher> {
    const missing = (['code', 'kind', 'value'] as const).find((field) => body[field] === undefined);
    if (id === null && missing) throw new BadRequestException({ message: M.missing, field: missing });
    try {
      return await this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(VoucherEntity);
        const row =
          id === null ? repo.create({ usedCount: 0, active: true, minOrderCents: 0, validFrom: null, validUntil: null, usageLimit: null }) : await this.lock(manager, id);
        const before = id === null ? null : this.toAdmin(row);
        const kind = body.kind ?? row.kind;
        if (body.code !== undefined) row.code = normalizeVoucherCode(body.code);
        if (body.kind !== undefined || body.value !== undefined) {
          const value = body.value ?? (row.kind === 'fixed' ? fromCents(row.value) : row.value);
          row.value = this.checkedValue(kind, value);
          row.kind = kind;
        }
        if (body.minOrderValue !== undefined) row.minOrderCents = toCents(body.minOrderValue);
        if (body.validFrom !== undefined) row.validFrom = body.validFrom === null ? null : this.dayStart(body.validFrom, 'validFrom');
        if (body.validUntil !== undefined)
          row.validUntil = body.validUntil === null ? null : new Date(this.dayStart(addDays(body.validUntil, 1), 'validUntil').getTime() - 1);
        if (row.validFrom && row.validUntil && row.validUntil < row.validFrom) throw new BadRequestException({ message: M.range, field: 'validUntil' });
        if (body.usageLimit !== undefined) row.usageLimit = body.usageLimit;
        if (body.active !== undefined) row.active = body.active;
        const saved = await repo.save(row);
        await this.audit.record(manager, {
          actor,
          action: id === null ? 'vouchers.create' : 'vouchers.update',
          target: `Gutschein ${saved.id} (${saved.code})`,
          ...(before ? { changes: auditChanges(before, this.toAdmin(saved)) } : { details: { ...body } }),
        });
        return this.toAdmin(saved);
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new BadRequestException({ message: M.duplicate, field: 'code' });
      throw error;
    }
  }

  /** Archives the voucher: it stops working, orders that used it keep showing its code. */
  async remove(id: number, actor: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      await manager.query(`UPDATE vouchers SET archived_at = $2, active = false WHERE id = $1`, [id, this.clock.now()]);
      await this.audit.record(manager, { actor, action: 'vouchers.delete', target: `Gutschein ${id} (${row.code})` });
    });
  }

  private async lock(manager: EntityManager, id: number): Promise<VoucherEntity> {
    const row = await manager.getRepository(VoucherEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row || row.archivedAt !== null) throw new NotFoundException(M.notFound);
    return row;
  }

  private checkedValue(kind: 'percent' | 'fixed', value: number): number {
    if (kind === 'percent') {
      if (!Number.isInteger(value) || value < 1 || value > 100) throw new BadRequestException({ message: M.percent, field: 'value' });
      return value;
    }
    if (value < 0.01 || value > 999.99) throw new BadRequestException({ message: M.fixed, field: 'value' });
    return toCents(value);
  }

  private dayStart(day: string, field: 'validFrom' | 'validUntil'): Date {
    if (!isValidDateString(day)) throw new BadRequestException({ message: M.date, field });
    return zonedToInstant(day, '00:00', this.config.shopTimezone);
  }

  private toAdmin(row: VoucherEntity): AdminVoucher {
    const tz = this.config.shopTimezone;
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      value: row.kind === 'fixed' ? fromCents(row.value) : row.value,
      minOrderValue: fromCents(row.minOrderCents),
      validFrom: row.validFrom ? zonedTime(row.validFrom, tz).date : null,
      validUntil: row.validUntil ? zonedTime(row.validUntil, tz).date : null,
      usageLimit: row.usageLimit,
      usedCount: row.usedCount,
      active: row.active,
    };
  }
}
