import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A delivery area: several places may share a postal code, each with its own minimum order value. */
@Entity({ name: 'locations' })
@Unique('uq_locations_plz_name', ['plz', 'name'])
export class LocationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'char', length: 5 })
  plz: string;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ name: 'min_order_cents', type: 'integer' })
  minOrderCents: number;

  /** Charged per delivery to this zone; 0 = free delivery. */
  @Column({ name: 'delivery_fee_cents', type: 'integer', default: 0 })
  deliveryFeeCents: number;
}
