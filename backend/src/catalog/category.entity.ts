import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Menu category; its id is fixed by the spec (the menu's id rules depend on it), so it is never generated. */
@Entity({ name: 'categories' })
export class CategoryEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder: number;
}
