import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One of the 14 main allergens of the LMIV, named with its menu letter ("A – Glutenhaltiges Getreide"). */
@Entity({ name: 'allergens' })
export class AllergenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'allergen_name', type: 'varchar', length: 120 })
  allergenName: string;
}
