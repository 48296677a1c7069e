import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { Dip, Extra } from '@pizzeria/domain';
import type { OrderEntity } from './order.entity';

/**
 * One cart line as the server priced it. Names and prices are copied from the catalog at
 * order time so that later menu changes never alter a placed order.
 */
@Entity({ name: 'order_items' })
export class OrderItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  // Named, not imported: the order entity imports this one, and a circle of imports is refused by lint.
  @ManyToOne('OrderEntity', (order: OrderEntity) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order: Relation<OrderEntity>;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'product_name', type: 'text' })
  productName: string;

  @Column({ name: 'category_id', type: 'integer' })
  categoryId: number;

  @Column({ name: 'variant_id', type: 'integer', nullable: true })
  variantId: number | null;

  @Column({ name: 'variant_name', type: 'text' })
  variantName: string;

  @Column({ name: 'variant_price_cents', type: 'integer' })
  variantPriceCents: number;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ name: 'unit_cents', type: 'integer' })
  unitCents: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  /** The product's deposit (Pfand) per unit, charged on top of total_cents; 0 without one. */
  @Column({ name: 'deposit_cents', type: 'integer', default: 0 })
  depositCents: number;

  /** VAT in whole percent of the line's category when the order was placed. */
  @Column({ name: 'vat_rate', type: 'smallint' })
  vatRate: number;

  @Column({ type: 'jsonb' })
  extras: Extra[];

  @Column({ type: 'jsonb' })
  dip: Dip[];

  @Column({ type: 'text' })
  dressing: string;
}
