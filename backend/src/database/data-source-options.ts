import type { DataSourceOptions } from 'typeorm';
import { loadMigrations } from './load-migrations';

/**
 * TypeORM settings shared by the app, the test template builder and e2e runs. The schema comes
 * only from migrations; entities are registered by each feature module (autoLoadEntities).
 * `migrations` may be passed in by callers that loaded them earlier (the Jest global setup).
 */
export function dataSourceOptions(url: string, migrations: Function[] = loadMigrations()): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['warn', 'migration'],
    // The wait is for a free connection as much as for a new one. In a rush of more orders than
    // connections, each order holds its connection while the kitchen slot's lock orders them one after
    // the other; on a busy 2-core box 40 such orders queued for more than 5 s, and the last ten were
    // refused as if the database were down. A stopped database still answers at once: it refuses the connection.
    extra: { max: 10, connectionTimeoutMillis: 15_000 },
  };
}
