import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A dip. `dipsID` is the row key; `dipID` is the number the menu's filter looks at
 * (pizza dips 1–4, calzone dips 8 and above), which is why both exist.
 */
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
}
