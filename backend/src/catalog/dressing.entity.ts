import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Dressing, sauce or side. Which products offer it is decided by id ranges (SPEC.md section 9,
 * domain `dressingRange`), so ids carry meaning and must stay stable.
 */
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
}
