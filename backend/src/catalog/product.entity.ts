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
