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
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
