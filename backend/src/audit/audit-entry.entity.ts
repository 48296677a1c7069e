import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'audit_log' })
export class AuditEntryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 50 })
  actor: string;

  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ type: 'varchar', length: 200 })
  target: string;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;
}
