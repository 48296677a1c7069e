import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board's poll answers only what changed: every order row remembers the transaction that last
 * wrote it (`changed_xid`, set by a trigger so no code path can forget it). A poll's cursor is the
 * oldest transaction still running when it read (the snapshot's xmin): everything committed later
 * carries an id at or above it, so a cursor never skips a change, however transactions interleave.
 * Indexes: the changed rows by xid, and the two halves of the board's filter (open orders, and
 * finished ones by their day) so neither a poll nor a full board reads the whole table.
 */
export class OrderChanges1767100800000 implements MigrationInterface {
  name = 'OrderChanges1767100800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN changed_xid xid8 NOT NULL DEFAULT pg_current_xact_id()`);
    await queryRunner.query(`
      CREATE FUNCTION orders_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.changed_xid := pg_current_xact_id();
        RETURN NEW;
      END $$`);
    await queryRunner.query(`CREATE TRIGGER orders_changed BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION orders_mark_changed()`);
    await queryRunner.query(`CREATE INDEX orders_changed_xid_idx ON orders (changed_xid)`);
    await queryRunner.query(`CREATE INDEX orders_open_idx ON orders (placed_at) WHERE status IN ('ausstehend', 'bestätigt')`);
    await queryRunner.query(`CREATE INDEX orders_board_day_idx ON orders ((coalesce(estimated_at, placed_at)))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_board_day_idx`);
    await queryRunner.query(`DROP INDEX orders_open_idx`);
    await queryRunner.query(`DROP INDEX orders_changed_xid_idx`);
    await queryRunner.query(`DROP TRIGGER orders_changed ON orders`);
    await queryRunner.query(`DROP FUNCTION orders_mark_changed()`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN changed_xid`);
  }
}
