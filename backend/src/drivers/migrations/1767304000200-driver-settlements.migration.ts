import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One closed settlement per driver and service day. The primary key makes the close happen once:
 * of two concurrent closes exactly one inserts, the other is refused. The figures are kept as they
 * were at the close, so a later change of an order cannot rewrite a settled night.
 */
export class DriverSettlements1767304000200 implements MigrationInterface {
  name = 'DriverSettlements1767304000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE driver_settlements (
        driver_id integer NOT NULL REFERENCES admin_users (id),
        service_day date NOT NULL,
        driver_name varchar(50) NOT NULL,
        orders integer NOT NULL,
        cash_due_cents integer NOT NULL,
        card_cents integer NOT NULL,
        paypal_cents integer NOT NULL,
        float_cents integer NOT NULL CHECK (float_cents >= 0),
        counted_cents integer NOT NULL CHECK (counted_cents >= 0),
        closed_at timestamptz NOT NULL,
        closed_by varchar(50) NOT NULL,
        PRIMARY KEY (driver_id, service_day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE driver_settlements`);
  }
}
