import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Z reports: one row per closed service day, numbered 1, 2, 3 … without gaps, never changed.
 * The database holds all three promises itself: number and date are unique, an insert must take
 * the next number (a trigger; the close takes a table lock first, so two closes queue), and
 * updates and deletes are refused, so a closed day's figures (the snapshot in `report`) stay as printed.
 */
export class CreateDayCloses1767305000000 implements MigrationInterface {
  name = 'CreateDayCloses1767305000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE day_closes (
        number integer PRIMARY KEY CHECK (number >= 1),
        service_date date NOT NULL UNIQUE,
        closed_at timestamptz NOT NULL,
        closed_by varchar(50) NOT NULL,
        counted_cents integer NOT NULL CHECK (counted_cents >= 0),
        report jsonb NOT NULL
      )`);
    await q.query(`
      CREATE FUNCTION day_closes_next_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.number <> (SELECT coalesce(max(number), 0) + 1 FROM day_closes) THEN
          RAISE EXCEPTION 'day_closes: number % is not the next one', NEW.number USING ERRCODE = 'unique_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER day_closes_gapless BEFORE INSERT ON day_closes FOR EACH ROW EXECUTE FUNCTION day_closes_next_number()`);
    await q.query(`
      CREATE FUNCTION day_closes_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'day_closes: a Z report is never changed or deleted';
      END $$`);
    await q.query(`CREATE TRIGGER day_closes_frozen BEFORE UPDATE OR DELETE ON day_closes FOR EACH ROW EXECUTE FUNCTION day_closes_unchangeable()`);
    // Every report reads the day's completed and cancelled orders by those instants.
    await q.query(`CREATE INDEX orders_completed_at_idx ON orders (completed_at) WHERE completed_at IS NOT NULL`);
    await q.query(`CREATE INDEX orders_cancelled_at_idx ON orders (cancelled_at) WHERE cancelled_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX orders_cancelled_at_idx`);
    await q.query(`DROP INDEX orders_completed_at_idx`);
    await q.query(`DROP TABLE day_closes`);
    await q.query(`DROP FUNCTION day_closes_unchangeable()`);
    await q.query(`DROP FUNCTION day_closes_next_number()`);
  }
}
