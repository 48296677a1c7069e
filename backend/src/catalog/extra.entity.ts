import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CategoryEntity } from './category.entity';

/** A topping offered to every product of one category (matched by category, not by product). */
@Entity({ name: 'extras' })
export class ExtraEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity;

  @Column({ type: 'varchar', length: 60 })
  name: string;

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
}
