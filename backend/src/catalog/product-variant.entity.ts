import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ProductEntity } from './product.entity';

/** A size or serving of a product; the popup preselects the first one by sort order. */
@Entity({ name: 'product_variants' })
export class ProductVariantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @ManyToOne(() => ProductEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product?: ProductEntity;

  @Column({ name: 'variant_name', type: 'varchar', length: 60 })
  variantName: string;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** A "bis morgen" sold-out mark: unavailable until this instant (the next service day's start). */
  @Column({ name: 'sold_out_until', type: 'timestamptz', nullable: true })
  soldOutUntil: Date | null;

  /** Taken off the menu (DELETE): kept so stored orders and the change log still name it. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
