import { z } from '@pizzeria/contract';

function isIanaTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A URL of one of the protocols, with a host (http://localhost:3203 counts; "192.168.1.50" does not). */
function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol.slice(0, -1)) && url.hostname !== '';
  } catch {
    return false;
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** An ISO 8601 date or instant of a real day (no 30 February). */
function isIsoInstant(value: string): boolean {
  if (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** pino's levels, quietest last. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

/** The admin_users.username column is varchar(50); a longer name would fail at boot with a database error. */
const ADMIN_USERNAME_MAX_LENGTH = 50;
const ADMIN_USERNAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;
const ADMIN_USERNAME_RULE = `ADMIN_USERNAME must be 1 to ${ADMIN_USERNAME_MAX_LENGTH} letters, digits or . _ @ -`;

/** Express's `trust proxy`: a number of proxy hops, or proxy addresses (IPs, CIDRs, loopback/linklocal/uniquelocal). */
const TRUST_PROXY_PATTERN = /^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/;
const TRUST_PROXY_RULE = 'TRUST_PROXY must be a number of proxy hops (e.g. 1) or proxy addresses such as loopback, 10.0.0.0/8';

/** Values that must never reach a log: they are named, not shown, when they are refused. */
const SECRET_VARIABLES = new Set(['ADMIN_PASSWORD', 'JWT_SECRET', 'PAYPAL_CLIENT_SECRET', 'METRICS_TOKEN']);
/** URLs may carry a password (postgres://user:secret@host); it is blanked out before the value is shown. */
function shownValue(property: string, value: unknown): string {
  if (SECRET_VARIABLES.has(property)) return '(hidden)';
  if (typeof value === 'string') return JSON.stringify(value.replace(/(\/\/[^/:@]*:)[^@/]*@/, '$1***@'));
  return JSON.stringify(value);
}

/** Unset or empty: the default applies. */
const unset = (value: unknown) => (value === '' ? undefined : value);
const text = <S extends z.ZodType = z.ZodString>(schema: S = z.string() as unknown as S) => z.preprocess(unset, schema.optional());
const rule = (check: (value: string) => boolean, message: string) => text(z.string().refine(check, { error: message }));
/** A whole number written in digits, from `min` (to `max`). */
const whole = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  text(
    z
      .string()
      .regex(/^\d+$/, { error: message })
      .transform(Number)
      .refine((n) => n >= min && n <= max, { error: message }),
  );
const longer = (name: string, min: number, message = `${name} must be at least ${min} characters long`) => text(z.string().min(min, { error: message }));
const urlOf = (protocols: readonly string[], message: string) => rule((value) => isUrl(value, protocols), message);
const PAYPAL_PAIR = (missing: string, given: string) => `${missing} must be set when ${given} is (set both for PayPal, or neither)`;

/** Every environment variable the backend reads, validated once at boot. */
const environmentSchema = z
  .object({
    NODE_ENV: text(),
    PORT: whole('PORT must be a whole number between 0 and 65535', 0, 65535),
    DATABASE_URL: urlOf(['postgres', 'postgresql'], 'DATABASE_URL must be a postgres:// URL such as postgres://user:password@host:5432/pizzeria'),
    JWT_SECRET: longer('JWT_SECRET', 32, 'JWT_SECRET must be at least 32 characters long (leave it unset to have one generated)'),
    ADMIN_USERNAME: text(z.string().max(ADMIN_USERNAME_MAX_LENGTH, { error: ADMIN_USERNAME_RULE }).regex(ADMIN_USERNAME_PATTERN, { error: ADMIN_USERNAME_RULE })),
    ADMIN_PASSWORD: longer('ADMIN_PASSWORD', 8),
    SHOP_TIMEZONE: rule(isIanaTimeZone, 'SHOP_TIMEZONE must be an IANA time zone such as Europe/Berlin'),
    PAYPAL_CLIENT_ID: text(),
    PAYPAL_CLIENT_SECRET: text(),
    PAYPAL_API_BASE: urlOf(['http', 'https'], 'PAYPAL_API_BASE must be an http(s) URL'),
    PAYPAL_RECONCILE_INTERVAL_MS: whole('PAYPAL_RECONCILE_INTERVAL_MS must be a whole number of milliseconds (100 or more)', 100),
    SMTP_URL: urlOf(['smtp', 'smtps'], 'SMTP_URL must be an smtp:// or smtps:// URL'),
    MAIL_FROM: text(),
    PRINTER_URL: urlOf(['tcp'], 'PRINTER_URL must look like tcp://192.168.1.50:9100'),
    PRINTER_CHECK_INTERVAL_MS: whole('PRINTER_CHECK_INTERVAL_MS must be a whole number of milliseconds (100 or more)', 100),
    CORS_ORIGIN: text(),
    PUBLIC_URL: urlOf(['http', 'https'], 'PUBLIC_URL must be an http(s) URL such as https://bella-napoli.de'),
    LOGIN_RATE_LIMIT: whole('LOGIN_RATE_LIMIT must be a whole number of attempts per minute (1 or more)', 1),
    ORDER_RATE_LIMIT: whole('ORDER_RATE_LIMIT must be a whole number of orders per 10 minutes and client address (0 = no limit)', 0),
    OPEN_ORDERS_PER_CONTACT: whole('OPEN_ORDERS_PER_CONTACT must be a whole number of open orders per e-mail address or phone (0 = no limit)', 0),
    TRUST_PROXY: text(z.string().regex(TRUST_PROXY_PATTERN, { error: TRUST_PROXY_RULE })),
    BACKUP_HOUR: whole("BACKUP_HOUR must be a whole hour of the shop's day, 0 to 23", 0, 23),
    BACKUP_KEEP: whole('BACKUP_KEEP must be a whole number of nightly backups to keep (0 = no nightly backup)', 0),
    PG_BIN_DIR: text(),
    METRICS_TOKEN: longer('METRICS_TOKEN', 16, 'METRICS_TOKEN must be at least 16 characters long (leave it unset to allow /metrics from this machine only)'),
    LOG_FORMAT: text(z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' })),
    LOG_LEVEL: text(z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })),
    SHOP_FIXED_NOW: rule(isIsoInstant, 'SHOP_FIXED_NOW must be an ISO instant such as 2026-03-02T18:00:00+01:00'),
    SHOP_CLOCK_RUNS: text(z.enum(['true', 'false'], { error: 'SHOP_CLOCK_RUNS must be true or false' })),
  })
  // PayPal needs both credentials; one without the other would silently hide the PayPal buttons.
  .superRefine((vars, ctx) => {
    if (vars.PAYPAL_CLIENT_ID !== undefined && vars.PAYPAL_CLIENT_SECRET === undefined)
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: PAYPAL_PAIR('PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID') });
    if (vars.PAYPAL_CLIENT_SECRET !== undefined && vars.PAYPAL_CLIENT_ID === undefined)
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_ID'], message: PAYPAL_PAIR('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET') });
  });

export type EnvironmentVariables = z.output<typeof environmentSchema>;

export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Parses and validates the environment; throws a ConfigurationError listing every bad variable (its first problem each). */
export function validateEnvironment(env: Record<string, string | undefined>): EnvironmentVariables {
  const result = environmentSchema.safeParse({ ...env });
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const property = String(issue.path[0]);
    if (!problems.has(property)) problems.set(property, `${issue.message} (${property}=${shownValue(property, env[property])})`);
  }
  throw new ConfigurationError([...problems.values()]);
}
