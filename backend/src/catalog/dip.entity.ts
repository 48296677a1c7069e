import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A dip. `dipsID` is the row key; `dipID` is its number on the menu (docs/menu.md#catalog-rows); its group decides which products offer it. */
@Entity({ name: 'dips' })
export class DipEntity {
  @PrimaryGeneratedColumn({ name: 'dips_id' })
  dipsId: number;

  @Column({ name: 'dip_id', type: 'integer' })
  dipId: number;

  @Column({ name: 'dip_name', type: 'varchar', length: 60 })
  dipName: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

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
