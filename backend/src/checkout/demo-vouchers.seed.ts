import type { EntityManager } from 'typeorm';

/** Demo vouchers: 10 % from 15 € without end date, and a one-off welcome discount of 3 € from 20 €. */
export async function seedDemoVouchers(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO vouchers (code, kind, value, min_order_cents, valid_from, valid_until, usage_limit, active)
     VALUES ('PIZZA10', 'percent', 10, 1500, NULL, NULL, NULL, true),
            ('WILLKOMMEN', 'fixed', 300, 2000, NULL, NULL, 500, true)
     ON CONFLICT (code) DO NOTHING`,
  );
}
