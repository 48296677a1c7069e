import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  ValidationError,
  validateSync,
} from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';
import { ValidatorConstraint } from 'class-validator';

@ValidatorConstraint({ name: 'ianaTimeZone' })
class IanaTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string' || value === '') return false;
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be an IANA time zone such as Europe/Berlin`;
  }
}

@ValidatorConstraint({ name: 'postgresUrl' })
class PostgresUrl implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a postgres:// URL such as postgres://user:password@host:5432/pizzeria`;
  }
}

/** pino's levels, quietest last. */
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

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

/** PayPal needs both credentials; one without the other would silently hide the PayPal buttons. */
const usesPaypal = (vars: EnvironmentVariables) => vars.PAYPAL_CLIENT_ID !== undefined || vars.PAYPAL_CLIENT_SECRET !== undefined;
const toInteger = ({ value }: { value: unknown }) =>
  value === '' || value === undefined ? undefined : /^\d+$/.test(String(value)) ? Number(value) : value;

/**
 * Every environment variable the backend reads, validated once at boot. class-validator reports
 * a property's constraints bottom-up, so the type check is listed last to be reported first.
 */
export class EnvironmentVariables {
  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  NODE_ENV?: string;

  @IsOptional()
  @Transform(toInteger)
  @Min(0, { message: 'PORT must be a whole number between 0 and 65535' })
  @Max(65535, { message: 'PORT must be a whole number between 0 and 65535' })
  @IsInt({ message: 'PORT must be a whole number between 0 and 65535' })
  PORT?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Validate(PostgresUrl)
  DATABASE_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long (leave it unset to have one generated)' })
  JWT_SECRET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(ADMIN_USERNAME_PATTERN, { message: ADMIN_USERNAME_RULE })
  @MaxLength(ADMIN_USERNAME_MAX_LENGTH, { message: ADMIN_USERNAME_RULE })
  @IsString({ message: ADMIN_USERNAME_RULE })
  ADMIN_USERNAME?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(8, { message: 'ADMIN_PASSWORD must be at least 8 characters long' })
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Validate(IanaTimeZone)
  SHOP_TIMEZONE?: string;

  @ValidateIf(usesPaypal)
  @Transform(emptyToUndefined)
  @IsString({ message: 'PAYPAL_CLIENT_ID must be set when PAYPAL_CLIENT_SECRET is (set both for PayPal, or neither)' })
  PAYPAL_CLIENT_ID?: string;

  @ValidateIf(usesPaypal)
  @Transform(emptyToUndefined)
  @IsString({ message: 'PAYPAL_CLIENT_SECRET must be set when PAYPAL_CLIENT_ID is (set both for PayPal, or neither)' })
  PAYPAL_CLIENT_SECRET?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'PAYPAL_API_BASE must be an http(s) URL' })
  PAYPAL_API_BASE?: string;

  @IsOptional()
  @Transform(toInteger)
  @Min(100, { message: 'PAYPAL_RECONCILE_INTERVAL_MS must be a whole number of milliseconds (100 or more)' })
  @IsInt({ message: 'PAYPAL_RECONCILE_INTERVAL_MS must be a whole number of milliseconds (100 or more)' })
  PAYPAL_RECONCILE_INTERVAL_MS?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['smtp', 'smtps'], require_protocol: true }, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  MAIL_FROM?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['tcp'], require_protocol: true }, { message: 'PRINTER_URL must look like tcp://192.168.1.50:9100' })
  PRINTER_URL?: string;

  @IsOptional()
  @Transform(toInteger)
  @Min(100, { message: 'PRINTER_CHECK_INTERVAL_MS must be a whole number of milliseconds (100 or more)' })
  @IsInt({ message: 'PRINTER_CHECK_INTERVAL_MS must be a whole number of milliseconds (100 or more)' })
  PRINTER_CHECK_INTERVAL_MS?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  CORS_ORIGIN?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { message: 'PUBLIC_URL must be an http(s) URL such as https://bella-napoli.de' })
  PUBLIC_URL?: string;

  @IsOptional()
  @Transform(toInteger)
  @Min(1, { message: 'LOGIN_RATE_LIMIT must be a whole number of attempts per minute (1 or more)' })
  @IsInt({ message: 'LOGIN_RATE_LIMIT must be a whole number of attempts per minute (1 or more)' })
  LOGIN_RATE_LIMIT?: number;

  @IsOptional()
  @Transform(toInteger)
  @Min(0, { message: 'ORDER_RATE_LIMIT must be a whole number of orders per 10 minutes and client address (0 = no limit)' })
  @IsInt({ message: 'ORDER_RATE_LIMIT must be a whole number of orders per 10 minutes and client address (0 = no limit)' })
  ORDER_RATE_LIMIT?: number;

  @IsOptional()
  @Transform(toInteger)
  @Min(0, { message: 'OPEN_ORDERS_PER_CONTACT must be a whole number of open orders per e-mail address or phone (0 = no limit)' })
  @IsInt({ message: 'OPEN_ORDERS_PER_CONTACT must be a whole number of open orders per e-mail address or phone (0 = no limit)' })
  OPEN_ORDERS_PER_CONTACT?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @Matches(TRUST_PROXY_PATTERN, { message: TRUST_PROXY_RULE })
  @IsString({ message: TRUST_PROXY_RULE })
  TRUST_PROXY?: string;

  @IsOptional()
  @Transform(toInteger)
  @Min(0, { message: 'BACKUP_HOUR must be a whole hour of the shop\'s day, 0 to 23' })
  @Max(23, { message: 'BACKUP_HOUR must be a whole hour of the shop\'s day, 0 to 23' })
  @IsInt({ message: 'BACKUP_HOUR must be a whole hour of the shop\'s day, 0 to 23' })
  BACKUP_HOUR?: number;

  @IsOptional()
  @Transform(toInteger)
  @Min(0, { message: 'BACKUP_KEEP must be a whole number of nightly backups to keep (0 = no nightly backup)' })
  @IsInt({ message: 'BACKUP_KEEP must be a whole number of nightly backups to keep (0 = no nightly backup)' })
  BACKUP_KEEP?: number;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  PG_BIN_DIR?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsString()
  @MinLength(16, { message: 'METRICS_TOKEN must be at least 16 characters long (leave it unset to allow /metrics from this machine only)' })
  METRICS_TOKEN?: string;

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(['json', 'pretty'], { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: 'json' | 'pretty';

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: (typeof LOG_LEVELS)[number];

  @IsOptional()
  @Transform(emptyToUndefined)
  @IsISO8601({ strict: true }, { message: 'SHOP_FIXED_NOW must be an ISO instant such as 2026-03-02T18:00:00+01:00' })
  SHOP_FIXED_NOW?: string;
}

export class ConfigurationError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.flatMap((e) => Object.values(e.constraints ?? {}).slice(0, 1).map((m) => `${m} (${e.property}=${shownValue(e.property, e.value)})`));
}

/** Parses and validates the environment; throws a ConfigurationError listing every bad variable. */
export function validateEnvironment(env: Record<string, string | undefined>): EnvironmentVariables {
  const vars = plainToInstance(EnvironmentVariables, { ...env });
  const errors = validateSync(vars, { forbidUnknownValues: false });
  if (errors.length > 0) throw new ConfigurationError(describe(errors));
  return vars;
}
