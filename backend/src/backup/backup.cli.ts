import 'reflect-metadata';
import path from 'node:path';
import { systemClock } from '@pizzeria/domain';
import { loadAppConfig, type AppConfig } from '../config/app-config';
import { ConfigurationError } from '../config/environment';
import { EmbeddedDatabaseError } from '../database/embedded-data-version';
import { runningEmbeddedDatabaseUrl, startEmbeddedPostgres } from '../database/embedded-postgres';
import { manualName } from './backup-files';
import { createBackup, restoreBackup, RestoreRefusedError } from './pg-backup';
import { BackupToolError } from './pg-tools';

/**
 * `npm run backup` and `npm run restore -- FILE [--force]`: against DATABASE_URL, or the embedded
 * database — the running shop's when it is up (its port is in postmaster.pid), else started for
 * the moment and stopped again.
 */
async function withDatabase<T>(config: AppConfig, work: (databaseUrl: string) => Promise<T>): Promise<T> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const dataDir = path.join(config.dataDir, 'pg');
  const running = runningEmbeddedDatabaseUrl(dataDir);
  if (running) return work(running);
  const embedded = await startEmbeddedPostgres(dataDir);
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
  }
}

const USAGE = 'Aufruf: npm run backup   |   npm run restore -- DATEI [--force]';

async function main(args: string[]): Promise<void> {
  const config = loadAppConfig(process.env);
  const { pgBinDir } = config.operations;
  const [command, ...rest] = args;
  if (command === 'backup' && rest.length === 0) {
    const result = await withDatabase(config, (url) =>
      createBackup(url, path.join(config.dataDir, 'backups'), manualName(systemClock.now(), config.shopTimezone), pgBinDir),
    );
    process.stdout.write(`Sicherung geschrieben: ${result.file} (${Math.round(result.bytes / 1024)} KB, ${result.ms} ms)\n`);
    return;
  }
  const files = rest.filter((arg) => arg !== '--force');
  if (command === 'restore' && files.length === 1 && rest.length - files.length <= 1) {
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
    const result = await withDatabase(config, (url) => restoreBackup(url, file, rest.includes('--force'), pgBinDir));
    process.stdout.write(`Wiederhergestellt aus ${file} (${result.ms} ms). Der Shop kann jetzt starten (npm start).\n`);
    return;
  }
  throw new RestoreRefusedError(USAGE);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof ConfigurationError || error instanceof BackupToolError || error instanceof RestoreRefusedError || error instanceof EmbeddedDatabaseError;
    process.stderr.write(`${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
