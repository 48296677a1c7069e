import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { errorText } from '../outbox/outbox-job';
import { OutboxService } from '../outbox/outbox.service';
import { OutboxWorker } from '../outbox/outbox.worker';
import { NetworkPrinter } from './network-printer';

/**
 * Checks the kitchen printer while no ticket waits (every PRINTER_CHECK_INTERVAL_MS, 30 s by
 * default): a printer switched off between orders shows as unreachable on every staff screen
 * before the next ticket fails, and as back once it answers again. While tickets wait, the
 * outbox worker's own attempts are the check.
 */
@Injectable()
export class PrinterProbe implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Drucker');
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly printer: NetworkPrinter,
    private readonly outbox: OutboxService,
    private readonly worker: OutboxWorker,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.printerUrl) return;
    this.timer = setInterval(() => void this.runOnce(), this.config.printerCheckIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One check; overlapping calls share the one in progress. */
  runOnce(): Promise<void> {
    this.running ??= this.check()
      .catch((error: unknown) => this.logger.warn(`Druckerprüfung fehlgeschlagen: ${errorText(error)}`))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async check(): Promise<void> {
    if (await this.outbox.hasPending('print')) return;
    const problem = await this.printer.probe();
    if (problem === null) {
      if (!(await this.outbox.markUp('print'))) return;
      this.worker.announcePrinter();
      this.worker.wake('print');
      return;
    }
    if (await this.outbox.markDown('print', problem)) {
      this.logger.warn(`Küchendrucker nicht erreichbar: ${problem}`);
      this.worker.announcePrinter();
    }
  }
}
