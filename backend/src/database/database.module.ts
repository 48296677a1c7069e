import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from './data-source-options';
import { DatabaseSeeder } from './database-seeder';
import { migrateLocked } from './migrate-locked';

/** The TypeORM connection (migrations run, one process at a time, when it opens) and the demo data seed after boot. */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(databaseUrl),
            migrationsRun: false,
            autoLoadEntities: true,
            retryAttempts: 3,
            retryDelay: 1000,
          }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options as DataSourceOptions).initialize();
            try {
              await migrateLocked(dataSource);
            } catch (error) {
              await dataSource.destroy();
              throw error;
            }
            return dataSource;
          },
        }),
      ],
      providers: [DatabaseSeeder],
    };
  }
}
