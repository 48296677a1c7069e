import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'vouchers' })
export class VoucherEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored upper-case so that the unique index also makes codes case-insensitive. */
  @Column({ type: 'varchar', length: 10, unique: true })
  code: string;

  @Column({ type: 'varchar', length: 10 })
  kind: 'percent' | 'fixed';

  /** Percent (1–100) for 'percent', cents for 'fixed'. */
  @Column({ type: 'integer' })
  value: number;

  @Column({ name: 'min_order_cents', type: 'integer', default: 0 })
  minOrderCents: number;

  @Column({ name: 'valid_from', type: 'timestamptz', nullable: true })
  validFrom: Date | null;

  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil: Date | null;

  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'used_count', type: 'integer', default: 0 })
  usedCount: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Deleted in the back office: no longer redeemable; orders that used it keep its code. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
