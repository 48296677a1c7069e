import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app';
import { exitOnSignals } from './common/exit-on-signals';
import { ConfigurationError } from './config/environment';
import { EmbeddedDatabaseError } from './database/embedded-data-version';

const logger = new Logger('Start');

async function main(): Promise<void> {
  const starting = createApp();
  // From the first moment: the embedded database runs in a process group of its own, so a Ctrl+C
  // during the start must not end this process alone; the app closes, with it, once it is up.
  exitOnSignals(async () => {
    const created = await starting;
    await created.drain();
    await created.close();
  });
  const { app, config } = await starting;
  await app.listen(config.port);
  logger.log(`Pizzeria-Shop läuft auf http://localhost:${(app.getHttpServer().address() as { port: number }).port}`);
}

/** Network errors of the first database connection (pg reports them with a system error code). */
function isUnreachable(error: unknown): error is Error & { code: string } {
  return error instanceof Error && ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET'].includes((error as { code?: string }).code ?? '');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError) {
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
  } else if (error instanceof EmbeddedDatabaseError) {
    process.stderr.write(`${error.message}\n`);
  } else if (isUnreachable(error)) {
    process.stderr.write(`The database of DATABASE_URL cannot be reached (${error.code}: ${error.message}). Is PostgreSQL running?\n`);
  } else {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
