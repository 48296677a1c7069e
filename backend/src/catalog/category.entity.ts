import type { Illustration, LineDetail, PriceFrom, RequiredChoice } from '@pizzeria/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Menu category with the default behaviour of its products (MenuBehaviour); ids of the demo menu as docs/menu.md#categories lists them. */
@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;

  /** VAT in whole percent contained in the gross prices: 7 for food, 19 for drinks. */
  @Column({ name: 'vat_rate', type: 'smallint', default: 7 })
  vatRate: number;
  @Column({ name: 'add_directly', type: 'boolean', default: false })
  addDirectly: boolean;

  @Column({ name: 'price_from', type: 'varchar', length: 10, default: 'variant' })
  priceFrom: PriceFrom;

  @Column({ name: 'show_variant_selector', type: 'boolean', default: true })
  showVariantSelector: boolean;

  @Column({ name: 'offers_extras', type: 'boolean', default: false })
  offersExtras: boolean;

  @Column({ name: 'dressing_group', type: 'varchar', length: 40, nullable: true })
  dressingGroup: string | null;

  @Column({ name: 'required_choice', type: 'varchar', length: 10, nullable: true })
  requiredChoice: RequiredChoice | null;

  @Column({ name: 'dip_group', type: 'varchar', length: 40, nullable: true })
  dipGroup: string | null;

  @Column({ name: 'line_detail', type: 'varchar', length: 20, default: 'default' })
  lineDetail: LineDetail;

  /** Its lines count as "pizzas" against the kitchen's capacity per slot. */
  @Column({ name: 'counts_for_kitchen_capacity', type: 'boolean', default: false })
  countsForKitchenCapacity: boolean;

  @Column({ name: 'on_kitchen_tickets', type: 'boolean', default: true })
  onKitchenTickets: boolean;

  @Column({ type: 'varchar', length: 20, default: 'pizza' })
  illustration: Illustration;

  @Column({ name: 'variant_label', type: 'varchar', length: 30, default: 'Größe' })
  variantLabel: string;

  @Column({ name: 'option_label', type: 'varchar', length: 30, default: 'Sauce' })
  optionLabel: string;

  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
