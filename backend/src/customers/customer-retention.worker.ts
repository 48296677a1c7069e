import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { zonedTime, type Clock } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { CustomerErasureService } from './customer-erasure.service';

/** The hour (shop time) the night's anonymisation runs: after closing, before the day begins. */
export const RETENTION_HOUR = 4;
/** How often the hour is looked at. */
export const RETENTION_CHECK_MS = 60_000;

/**
 * Every night in RETENTION_HOUR of the shop's zone, the personal data of orders finished longer
 * ago than the `retentionDays` setting is anonymised (CustomerErasureService.eraseExpired). Each
 * process looks once a minute and runs once per night; the erasure itself is safe to run twice.
 */
@Injectable()
export class CustomerRetentionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Aufbewahrung');
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private lastNight: string | null = null;

  constructor(
    private readonly erasure: CustomerErasureService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runIfDue(), RETENTION_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Runs tonight's anonymisation when it is the hour and this process has not run it yet; overlapping calls share the run. */
  runIfDue(): Promise<void> {
    this.running ??= this.eraseIfDue()
      .catch((error: unknown) => this.logger.error(`Anonymisierung alter Bestellungen fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async eraseIfDue(): Promise<void> {
    const now = zonedTime(this.clock.now(), this.config.shopTimezone);
    if (Math.floor(now.minutes / 60) !== RETENTION_HOUR || this.lastNight === now.date) return;
    const count = await this.erasure.eraseExpired();
    this.lastNight = now.date;
    if (count > 0) this.logger.log(`${count} Bestellungen nach Ablauf der Aufbewahrungsfrist anonymisiert.`);
  }
}
