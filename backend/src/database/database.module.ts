import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source-options';
import { DatabaseSeeder } from './database-seeder';

/** The TypeORM connection (migrations run when it opens) and the demo data seed after boot. */
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl),
          autoLoadEntities: true,
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
      providers: [DatabaseSeeder],
    };
  }
}
