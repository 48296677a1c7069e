import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and their lines. Varchar lengths are the domain's FIELD_LIMITS; the CHECKs keep
 * statuses and money sane even if a bug slips past the services.
 */
export class CreateOrders1767000002000 implements MigrationInterface {
  name = 'CreateOrders1767000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id serial PRIMARY KEY,
        token text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('ausstehend', 'bestätigt', 'abgeschlossen', 'storniert')),
        payment_status text NOT NULL CHECK (payment_status IN ('offen', 'bezahlt', 'bar')),
        payment_method text NOT NULL CHECK (payment_method IN ('cash', 'paypal')),
        delivery_method text NOT NULL CHECK (delivery_method IN ('abholung', 'lieferung')),
        first_name varchar(20) NOT NULL,
        last_name varchar(20) NOT NULL,
        street varchar(30) NOT NULL DEFAULT '',
        house_number varchar(5) NOT NULL DEFAULT '',
        company varchar(30) NOT NULL DEFAULT '',
        email varchar(50) NOT NULL,
        phone varchar(20) NOT NULL,
        postal_code varchar(5) NOT NULL DEFAULT '',
        city varchar(30) NOT NULL DEFAULT '',
        desired_delivery_date date NOT NULL,
        desired_delivery_time text NOT NULL,
        preorder boolean NOT NULL DEFAULT false,
        message_to_chef varchar(100) NOT NULL DEFAULT '',
        message_to_driver varchar(100) NOT NULL DEFAULT '',
        discount_code varchar(10),
        voucher_id integer REFERENCES vouchers (id) ON DELETE SET NULL,
        subtotal_cents integer NOT NULL CHECK (subtotal_cents >= 0),
        discount_cents integer NOT NULL CHECK (discount_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        delivery_time text,
        estimated_at timestamptz,
        created_at timestamptz NOT NULL,
        placed_at timestamptz,
        confirmed_at timestamptz,
        completed_at timestamptz,
        cancelled_at timestamptz,
        printed_at timestamptz,
        idempotency_key varchar(100) UNIQUE,
        paypal_order_id varchar(64) UNIQUE,
        paypal_capture_id varchar(64),
        CONSTRAINT orders_total_matches CHECK (total_cents = subtotal_cents - discount_cents),
        CONSTRAINT orders_placed_when_paid CHECK ((payment_status = 'offen') = (placed_at IS NULL))
      )
    `);
    await queryRunner.query(`CREATE INDEX orders_placed_at_idx ON orders (placed_at) WHERE placed_at IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX orders_open_status_idx ON orders (status) WHERE status IN ('ausstehend', 'bestätigt')`);
    await queryRunner.query(`
      CREATE TABLE order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position smallint NOT NULL,
        product_id integer NOT NULL,
        product_name text NOT NULL,
        category_id integer NOT NULL,
        variant_id integer,
        variant_name text NOT NULL,
        variant_price_cents integer NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        unit_cents integer NOT NULL CHECK (unit_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents = unit_cents * quantity),
        extras jsonb NOT NULL DEFAULT '[]',
        dip jsonb NOT NULL DEFAULT '[]',
        dressing text NOT NULL DEFAULT '',
        UNIQUE (order_id, position)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_items`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
