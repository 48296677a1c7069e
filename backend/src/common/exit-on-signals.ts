import { Logger } from '@nestjs/common';

const logger = new Logger('Start');

/**
 * SIGINT (Ctrl+C), SIGTERM and SIGHUP (the terminal closed) close the app with `close` once, then end the process: with 0 when
 * it closed, with 1 when closing failed. A second signal while closing changes nothing.
 */
export function exitOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} empfangen, fahre herunter ...`);
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Fehler beim Herunterfahren: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));
}
