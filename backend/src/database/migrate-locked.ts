import type { DataSource } from 'typeorm';

/** Any constant works; it only has to be the same for every process that may migrate at once (the seed has its own). */
const MIGRATION_LOCK_KEY = 1767306000001;

/**
 * Runs the pending migrations while holding a session advisory lock, so that processes started at
 * once on a new database migrate one after the other: TypeORM's own run would let both create the
 * same tables, and the later one fail. The lock sits on a connection of its own; TypeORM migrates
 * on another, and whoever waited finds nothing left to do.
 */
export async function migrateLocked(dataSource: DataSource): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.release();
  }
}
