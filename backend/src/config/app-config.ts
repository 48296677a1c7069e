import { Injectable } from '@nestjs/common';
import { SHOP_TIMEZONE_DEFAULT } from '@pizzeria/domain';
import { validateEnvironment } from './environment';
import { resolveJwtSecret } from './jwt-secret';
import { DATA_DIR } from './paths';

export const DEFAULT_PAYPAL_API_BASE = 'https://api-m.sandbox.paypal.com';

/** Abuse limits on placing orders; 0 switches a limit off. */
export interface OrderLimits {
  /** Orders (cash and PayPal creations) per 10 minutes and client address. */
  perClientPer10Minutes: number;
  /** Open (pending or confirmed) orders one e-mail address or one phone number may have. */
  openPerContact: number;
}

export interface PaypalConfig {
  clientId: string | null;
  clientSecret: string | null;
  apiBase: string;
  /** How often payments the browser did not finish are looked up at PayPal. */
  reconcileIntervalMs: number;
}

/** Running the shop for real: nightly backups, the metrics endpoint, the log. */
export interface OperationsConfig {
  /** Hour of the shop's day (SHOP_TIMEZONE) the nightly backup is made in. */
  backupHour: number;
  /** Nightly backups kept in .data/backups; 0: no nightly backup. */
  backupKeep: number;
  /** Directory of pg_dump and pg_restore to use before any other; null: looked for (see findPgTools). */
  pgBinDir: string | null;
  /** Bearer token GET /metrics asks for; null: only requests from this machine (loopback) get it. */
  metricsToken: string | null;
  logFormat: 'json' | 'pretty';
  /** LOG_LEVEL; null: the app's default (info, or what the caller of createApp asks for). */
  logLevel: string | null;
}

/** A test's clock: stands at `at`, or starts there and runs with the real time. */
export interface TestClock {
  at: Date;
  runs: boolean;
}

export const DEFAULT_OPERATIONS: OperationsConfig = { backupHour: 3, backupKeep: 14, pgBinDir: null, metricsToken: null, logFormat: 'pretty', logLevel: null };

/** Typed, validated settings of one backend instance. Built once at boot by `loadAppConfig`. */
@Injectable()
export class AppConfig {
  constructor(
    readonly port: number,
    readonly databaseUrl: string | null,
    readonly jwtSecret: string,
    readonly adminUsername: string,
    readonly adminPassword: string | null,
    readonly shopTimezone: string,
    readonly paypal: PaypalConfig,
    readonly smtpUrl: string | null,
    readonly mailFrom: string,
    readonly printerUrl: string | null,
    readonly corsOrigin: string[] | null,
    /** Address customers reach the shop at; links in e-mails point there. */
    readonly publicUrl: string | null,
    readonly loginRateLimit: number,
    /** Express's `trust proxy` behind a reverse proxy, so rate limits see the client's address; null: direct. */
    readonly trustProxy: number | string | null,
    /** The shop's "now" for tests and e2e runs (SHOP_FIXED_NOW; SHOP_CLOCK_RUNS: from there on); only honoured with NODE_ENV=test. */
    readonly testClock: TestClock | null,
    /** ./.data at the repository root: embedded PostgreSQL files and the generated JWT secret. */
    readonly dataDir: string,
    readonly orderLimits: OrderLimits = { perClientPer10Minutes: 0, openPerContact: 0 },
    readonly operations: OperationsConfig = DEFAULT_OPERATIONS,
    /** How often an idle printer (no ticket waiting) is checked for being reachable. */
    readonly printerCheckIntervalMs: number = 30_000,
  ) {}
}

/** Validates the environment and builds the config; throws ConfigurationError on a bad value. */
export function loadAppConfig(env: Record<string, string | undefined> = process.env, dataDir: string = DATA_DIR): AppConfig {
  const vars = validateEnvironment(env);
  const isTest = vars.NODE_ENV === 'test';
  return new AppConfig(
    vars.PORT ?? 3000,
    vars.DATABASE_URL ?? null,
    resolveJwtSecret(vars.JWT_SECRET, dataDir),
    vars.ADMIN_USERNAME ?? 'admin',
    vars.ADMIN_PASSWORD ?? null,
    vars.SHOP_TIMEZONE ?? SHOP_TIMEZONE_DEFAULT,
    {
      clientId: vars.PAYPAL_CLIENT_ID ?? null,
      clientSecret: vars.PAYPAL_CLIENT_SECRET ?? null,
      apiBase: (vars.PAYPAL_API_BASE ?? DEFAULT_PAYPAL_API_BASE).replace(/\/+$/, ''),
      reconcileIntervalMs: vars.PAYPAL_RECONCILE_INTERVAL_MS ?? 60_000,
    },
    vars.SMTP_URL ?? null,
    // No display name: the mails carry the shop's name from the identity settings.
    vars.MAIL_FROM ?? 'bestellung@bella-napoli.example',
    vars.PRINTER_URL ?? null,
    vars.CORS_ORIGIN
      ? vars.CORS_ORIGIN.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : null,
    vars.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    vars.LOGIN_RATE_LIMIT ?? 5,
    vars.TRUST_PROXY === undefined ? null : /^\d+$/.test(vars.TRUST_PROXY) ? Number(vars.TRUST_PROXY) : vars.TRUST_PROXY,
    isTest && vars.SHOP_FIXED_NOW ? { at: new Date(vars.SHOP_FIXED_NOW), runs: vars.SHOP_CLOCK_RUNS === 'true' } : null,
    dataDir,
    { perClientPer10Minutes: vars.ORDER_RATE_LIMIT ?? 10, openPerContact: vars.OPEN_ORDERS_PER_CONTACT ?? 3 },
    {
      backupHour: vars.BACKUP_HOUR ?? DEFAULT_OPERATIONS.backupHour,
      backupKeep: vars.BACKUP_KEEP ?? DEFAULT_OPERATIONS.backupKeep,
      pgBinDir: vars.PG_BIN_DIR ?? null,
      metricsToken: vars.METRICS_TOKEN ?? null,
      logFormat: vars.LOG_FORMAT ?? DEFAULT_OPERATIONS.logFormat,
      logLevel: vars.LOG_LEVEL ?? null,
    },
    vars.PRINTER_CHECK_INTERVAL_MS ?? 30_000,
  );
}
