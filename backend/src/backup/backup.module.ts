import { DynamicModule, Module } from '@nestjs/common';
import { BACKUP_DATABASE_URL, NightlyBackupWorker } from './nightly-backup.worker';

/** The nightly backup of the running shop (`npm run backup` and `npm run restore` are backup.cli.ts). */
@Module({})
export class BackupModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: BackupModule,
      providers: [{ provide: BACKUP_DATABASE_URL, useValue: databaseUrl }, NightlyBackupWorker],
      exports: [NightlyBackupWorker],
    };
  }
}
