import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The one row (id 1) holding the staff's two switches. */
@Entity({ name: 'shop_settings' })
export class ShopSettings {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'is_shop_live', type: 'boolean' })
  isShopLive: boolean;

  @Column({ name: 'preorders_enabled', type: 'boolean' })
  preordersEnabled: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
