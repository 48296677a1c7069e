import type { LineDetail, PriceFrom, RequiredChoice } from '@pizzeria/domain';
import { Column, Entity, JoinColumn, JoinTable, ManyToMany, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AllergenEntity } from './allergen.entity';
import { CategoryEntity } from './category.entity';
import { SubstanceEntity } from './substance.entity';

@Entity({ name: 'products' })
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'normal_size_price_cents', type: 'integer' })
  normalSizePriceCents: number;

  /** Deposit (Pfand) per unit, charged on top of the price; 0 = none. */
  @Column({ name: 'deposit_cents', type: 'integer', default: 0 })
  depositCents: number;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity;

  @Column({ type: 'boolean', default: true })
  available: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** Name of a picture under the frontend's image folder; null shows the placeholder. */
  @Column({ name: 'image_key', type: 'varchar', length: 200, nullable: true })
  imageKey: string | null;

  /** Own behaviour settings; null takes the category's default (domain `resolveBehaviour`). */
  @Column({ name: 'add_directly', type: 'boolean', nullable: true })
  addDirectly: boolean | null;

  @Column({ name: 'price_from', type: 'varchar', length: 10, nullable: true })
  priceFrom: PriceFrom | null;

  @Column({ name: 'show_variant_selector', type: 'boolean', nullable: true })
  showVariantSelector: boolean | null;

  @Column({ name: 'offers_extras', type: 'boolean', nullable: true })
  offersExtras: boolean | null;

  @Column({ name: 'dressing_group', type: 'varchar', length: 40, nullable: true })
  dressingGroup: string | null;

  @Column({ name: 'required_choice', type: 'varchar', length: 10, nullable: true })
  requiredChoice: RequiredChoice | 'none' | null;

  @Column({ name: 'dip_group', type: 'varchar', length: 40, nullable: true })
  dipGroup: string | null;

  @Column({ name: 'line_detail', type: 'varchar', length: 20, nullable: true })
  lineDetail: LineDetail | null;

  /** A "bis morgen" sold-out mark: unavailable until this instant (the next service day's start). */
  @Column({ name: 'sold_out_until', type: 'timestamptz', nullable: true })
  soldOutUntil: Date | null;

  /** Taken off the menu (DELETE): kept so stored orders and the change log still name it. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @ManyToMany(() => AllergenEntity)
  @JoinTable({
    name: 'product_allergens',
    joinColumn: { name: 'product_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'allergen_id', referencedColumnName: 'id' },
  })
  allergens?: AllergenEntity[];

  @ManyToMany(() => SubstanceEntity)
  @JoinTable({
    name: 'product_substances',
    joinColumn: { name: 'product_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'substance_id', referencedColumnName: 'id' },
  })
  substances?: SubstanceEntity[];
}
