import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Dressing, sauce or side. Which products offer it is decided by its group (a product's `dressingGroup`). */
@Entity({ name: 'dressings' })
export class DressingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** LMIV allergen letters, e.g. 'CM'. */
  @Column({ type: 'varchar', length: 14, default: '' })
  allergens: string;

  /** Footnote numbers of labelled additives. */
  @Column({ type: 'smallint', array: true, default: () => "'{}'" })
  additives: number[];

  @Column({ type: 'boolean', default: true })
  available: boolean;

  /** A "bis morgen" sold-out mark: unavailable until this instant (the next service day's start). */
  @Column({ name: 'sold_out_until', type: 'timestamptz', nullable: true })
  soldOutUntil: Date | null;

  /** Taken off the menu (DELETE): kept so stored orders and the change log still name it. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  /** Option group key: products offer this row when their dressingGroup/dipGroup names it. */
  @Column({ name: 'group_key', type: 'varchar', length: 40, default: '' })
  groupKey: string;
}
