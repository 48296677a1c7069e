import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_INVALID_MESSAGE,
  normalizeVoucherCode,
  voucherDiscount,
  type Cents,
  type VoucherResult,
  type VoucherRule,
} from '@pizzeria/domain';
import type { EntityManager, Repository } from 'typeorm';
import { VoucherEntity } from './voucher.entity';

export type VoucherEvaluation = VoucherResult & { voucherId?: number };

function toRule(row: VoucherEntity): VoucherRule {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderCents: row.minOrderCents,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

@Injectable()
export class VoucherService {
  constructor(@InjectRepository(VoucherEntity) private readonly vouchers: Repository<VoucherEntity>) {}

  /** Whether a code gives a discount on a subtotal at `now`; the rule itself lives in the domain. */
  async evaluate(code: string, subtotalCents: Cents, now: Date): Promise<VoucherEvaluation> {
    const normalized = normalizeVoucherCode(code ?? '');
    if (!normalized || normalized.length > VOUCHER_CODE_MAX_LENGTH) return { ok: false, message: VOUCHER_INVALID_MESSAGE };
    const row = await this.vouchers.findOne({ where: { code: normalized } });
    if (!row || row.archivedAt !== null) return { ok: false, message: VOUCHER_INVALID_MESSAGE };
    const result = voucherDiscount(toRule(row), subtotalCents, now);
    return result.ok ? { ...result, voucherId: row.id } : result;
  }

  /**
   * Counts one use inside the caller's (order) transaction. The guard sits in the UPDATE itself,
   * so two orders racing for the last use cannot both pass: the loser updates no row and gets 409.
   */
  async redeem(manager: EntityManager, voucherId: number): Promise<void> {
    const rows: { id: number }[] = await manager.query(
      `WITH used AS (
         UPDATE vouchers SET used_count = used_count + 1
         WHERE id = $1 AND active AND archived_at IS NULL AND (usage_limit IS NULL OR used_count < usage_limit)
         RETURNING id
       )
       SELECT id FROM used`,
      [voucherId],
    );
    if (rows.length === 0) throw new ConflictException(VOUCHER_INVALID_MESSAGE);
  }

  /** Gives one use back inside the caller's (cancellation) transaction; the count never drops below zero. */
  async release(manager: EntityManager, voucherId: number): Promise<void> {
    await manager.query(`UPDATE vouchers SET used_count = used_count - 1 WHERE id = $1 AND used_count > 0`, [voucherId]);
  }
}
