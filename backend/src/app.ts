import { INestApplication, Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { json } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Clock } from '@pizzeria/domain';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import path from 'node:path';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { refuseControlCharacters } from './common/control-characters';
import { assertJsonDepth } from './common/json-depth';
import { securityHeaders } from './common/security-headers';
import { installMenuFastLane } from './catalog/menu-fast-lane';
import { MenuSnapshotService } from './catalog/menu-snapshot.service';
import { AppConfig, loadAppConfig } from './config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres';
import { drainForProxy, stopKeepingAlive } from './lifecycle/graceful-stop';
import { logParams, pinoLevel } from './logging/log-params';
import { metricsEndpoint, recordRequests } from './metrics/http-metrics';
import { MetricsService } from './metrics/metrics.service';
import { PostgresIoAdapter } from './realtime/postgres-io.adapter';

export interface CreateAppOptions {
  /** Environment to read instead of process.env. */
  env?: Record<string, string | undefined>;
  clock?: Clock;
  logger?: LogLevel[] | false;
  /** Where the embedded database and the generated JWT secret live; ./.data of the repository when omitted. */
  dataDir?: string;
}

export interface CreatedApp {
  app: NestExpressApplication;
  config: AppConfig;
  databaseUrl: string;
  /** Closes the app, then the embedded database if this app started one. */
  close(): Promise<void>;
  /** Before close() when the process is told to stop: lets a proxy in front move its requests elsewhere first. */
  drain(): Promise<void>;
}

/** Everything main.ts and the tests share on top of the module tree: prefix, filter, sockets (bodies are checked by each route's ContractBody). */
export function configureApp(app: INestApplication, config: AppConfig, databaseUrl: string): void {
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useWebSocketAdapter(new PostgresIoAdapter(app, databaseUrl, config.corsOrigin));
  if (config.corsOrigin) app.enableCors({ origin: config.corsOrigin, credentials: true });
  const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  if (config.trustProxy !== null) express.set('trust proxy', config.trustProxy);
  const metrics = app.get(MetricsService);
  express.use(recordRequests(metrics));
  // Outside /api and before the static files: Prometheus scrapes /metrics by convention.
  express.get('/metrics', metricsEndpoint(metrics, config.operations.metricsToken));
  // With CORS the menu answers need Express's CORS headers, so they take the ordinary way.
  if (!config.corsOrigin) installMenuFastLane(app.getHttpServer(), app.get(MenuSnapshotService), express.get('trust proxy fn'));
  express.use(securityHeaders);
  // Before the static files are mounted (at init): the shop's JS is a third of its size gzipped,
  // which is what a phone on a weak line waits for.
  express.use(compression());
  // Mounted before init, so Nest skips its own JSON parser (same name): every JSON endpoint gets the depth check.
  express.use(json({ verify: (_req, _res, raw) => assertJsonDepth(raw) }));
  express.use(refuseControlCharacters);
}

/**
 * Validates the configuration, provides a database (DATABASE_URL, or an embedded PostgreSQL
 * under .data/pg), builds the app and initialises it: migrations, seed and admin account are
 * done when this resolves. The caller decides where to listen.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<CreatedApp> {
  const config = loadAppConfig(options.env ?? process.env, options.dataDir);
  const params = logParams(config.operations, pinoLevel(options.logger, config.operations.logLevel));
  // From here on, before the embedded database says a word, every line goes through pino.
  const logger = new PinoNestLogger(new PinoLogger(params), params);
  Logger.overrideLogger(logger);
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot({ config, databaseUrl, clock: options.clock, logParams: params }), {
      logger,
      abortOnError: false,
    });
    configureApp(app, config, databaseUrl);
    await app.init();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  const started = app;
  return {
    app: started,
    config,
    databaseUrl,
    drain: () => drainForProxy(started.getHttpServer()),
    close: async () => {
      stopKeepingAlive(started.getHttpServer());
      await started.close();
      await embedded?.stop();
    },
  };
}
