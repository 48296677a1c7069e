import { Injectable, OnModuleInit } from '@nestjs/common';
import net from 'node:net';
import { AppConfig } from '../config/app-config';
import type { DeliveryFailure, OutboxHandler, OutboxJob, PrintJobPayload } from '../outbox/outbox-job';
import { OutboxWorker } from '../outbox/outbox.worker';

/** Well below the outbox lease: a printer that takes the connection but never reads must not hold the job. */
const SEND_TIMEOUT_MS = 10_000;
/** A printer on the shop's network answers a connection at once; longer means it is not there. */
const PROBE_TIMEOUT_MS = 5_000;

/**
 * Sends print jobs as raw bytes over TCP to PRINTER_URL (port 9100 style, as Epson, Star and
 * most network receipt printers take them). A job counts as printed when the printer has taken
 * all bytes and the connection closed cleanly.
 */
@Injectable()
export class NetworkPrinter implements OutboxHandler<PrintJobPayload>, OnModuleInit {
  /**
   * One ticket per claim, as before claims took batches: a crash between printing and the claim's
   * commit reprints what the claim had printed, and a second ticket for the same order is a second
   * pizza in the oven. A printer is far slower than the round trips this saves.
   */
  readonly batch = 1;
  private readonly target: { host: string; port: number } | null;

  constructor(
    config: AppConfig,
    private readonly worker: OutboxWorker,
  ) {
    const url = config.printerUrl ? new URL(config.printerUrl) : null;
    this.target = url ? { host: url.hostname, port: Number(url.port || 9100) } : null;
  }

  onModuleInit(): void {
    if (this.target) this.worker.register('print', this);
  }

  deliver(job: OutboxJob<PrintJobPayload>): Promise<void> {
    const { host, port } = this.target as { host: string; port: number };
    const data = Buffer.from(job.payload.data, 'base64');
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(SEND_TIMEOUT_MS, () => socket.destroy(new Error(`Drucker ${host}:${port} antwortet nicht`)));
      socket.once('error', reject);
      socket.once('connect', () => socket.end(data));
      socket.once('close', (hadError) => {
        if (!hadError) resolve();
      });
    });
  }

  /** Opens and closes a connection without sending anything: null when the printer answered, else why not. */
  probe(): Promise<string | null> {
    const { host, port } = this.target as { host: string; port: number };
    return new Promise((resolve) => {
      const socket = net.connect({ host, port });
      socket.setTimeout(PROBE_TIMEOUT_MS, () => socket.destroy(new Error(`Drucker ${host}:${port} antwortet nicht`)));
      socket.once('error', (error) => resolve(error.message));
      socket.once('connect', () => {
        socket.end();
        resolve(null);
      });
    });
  }

  /** Whatever went wrong, it is the printer (off, out of network, busy): the kind pauses and retries. */
  classify(): DeliveryFailure {
    return 'channel-down';
  }
}
