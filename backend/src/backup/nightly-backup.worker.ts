import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, zonedTime, type Clock } from '@pizzeria/domain';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { nightlyName, rotateNightly } from './backup-files';
import { createBackup } from './pg-backup';

/** Injection token of the URL of the database actually used (DATABASE_URL or the embedded server's). */
export const BACKUP_DATABASE_URL = Symbol('BACKUP_DATABASE_URL');

/** How often the hour is looked at: the backup starts within this of BACKUP_HOUR. */
export const NIGHTLY_CHECK_MS = 60_000;

/**
 * Every night in the hour BACKUP_HOUR of the shop's zone, one backup into .data/backups, keeping
 * the newest BACKUP_KEEP. Each process looks at start and once a minute; several processes on one
 * database agree through backup_runs, whose row for the day only one of them can insert. A night
 * the shop was down during that hour is made up for at its next start (or the next look after the
 * hour), named by the day whose hour it missed; several missed nights give one backup, of the
 * latest. The very first backup of a database waits for the hour. A failed one is logged and not
 * retried until the next night.
 */
@Injectable()
export class NightlyBackupWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Sicherung');
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    @Inject(BACKUP_DATABASE_URL) private readonly databaseUrl: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  get directory(): string {
    return path.join(this.config.dataDir, 'backups');
  }

  onApplicationBootstrap(): void {
    if (this.config.operations.backupKeep === 0) return;
    void this.runIfDue();
    this.timer = setInterval(() => void this.runIfDue(), NIGHTLY_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Makes tonight's backup, or one a night missed, when no process made it yet; overlapping calls share the run. */
  runIfDue(): Promise<void> {
    this.running ??= this.backUpIfDue()
      .catch((error: unknown) => this.logger.error(`Nächtliche Sicherung fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async backUpIfDue(): Promise<void> {
    const { backupHour, backupKeep, pgBinDir } = this.config.operations;
    if (backupKeep === 0) return;
    const now = zonedTime(this.clock.now(), this.config.shopTimezone);
    const hour = Math.floor(now.minutes / 60);
    // The latest night whose backup hour has come: today's once the hour is reached, else yesterday's.
    const day = hour >= backupHour ? now.date : addDays(now.date, -1);
    // In the hour always; afterwards only when an earlier night has a backup (the shop ran before and missed this one).
    const claimed = (await this.dataSource.query(
      `INSERT INTO backup_runs (day) SELECT $1::date WHERE $2 OR EXISTS (SELECT 1 FROM backup_runs WHERE day < $1::date)
       ON CONFLICT DO NOTHING RETURNING day`,
      [day, hour === backupHour],
    )) as unknown[];
    if (claimed.length === 0) return;
    try {
      const result = await createBackup(this.databaseUrl, this.directory, nightlyName(day), pgBinDir);
      await this.dataSource.query('UPDATE backup_runs SET file = $2 WHERE day = $1', [day, path.basename(result.file)]);
      const removed = rotateNightly(this.directory, backupKeep);
      this.logger.log(
        `Sicherung ${result.file} geschrieben (${Math.round(result.bytes / 1024)} KB, ${result.ms} ms)` + (removed.length ? `; gelöscht: ${removed.join(', ')}` : ''),
      );
    } catch (error) {
      await this.dataSource.query('UPDATE backup_runs SET error = $2 WHERE day = $1', [day, error instanceof Error ? error.message : String(error)]);
      throw error;
    }
  }
}
