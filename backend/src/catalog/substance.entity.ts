import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A labelled additive ("2 – mit Konservierungsstoff"); the id equals its footnote number. */
@Entity({ name: 'substances' })
export class SubstanceEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'substance_name', type: 'varchar', length: 120 })
  substanceName: string;
}
