import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Request, Response } from 'express';
import { QueryRunnerAlreadyReleasedError } from 'typeorm';
import { DEFAULT_MESSAGE_BY_STATUS, PLATFORM_MESSAGES } from './messages';
import { TooManyRequestsException } from './too-many-requests.exception';

interface ErrorBody {
  success: false;
  message: string;
  [extra: string]: unknown;
}

/** Express/body-parser errors carry their status on the error object instead of being HttpExceptions. */
interface StatusError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Nest's own exceptions speak English ("Not Found", "Cannot GET /x", "Unauthorized", the built-in
 * pipes' "Validation failed (…)"); those are
 * replaced by the German default of their status. A message an endpoint chose is kept as is.
 */
function isFrameworkDefault(message: string, status: number): boolean {
  return message === STATUS_CODES[status] || /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(message) || message.startsWith('Validation failed');
}

/** Errors of Express and body-parser (bad JSON, body too large); their English text never reaches customers. */
function isExpressError(error: unknown): error is StatusError {
  if (!(error instanceof Error)) return false;
  const { status, statusCode } = error as StatusError;
  return typeof status === 'number' || typeof statusCode === 'number';
}

const NETWORK_ERROR_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE'];

/**
 * The database is down or refusing connections (rather than a query being wrong): SQLSTATE class
 * 08 (connection exception), 57P0x (shutdown, cannot connect now), 53300 (too many connections),
 * 55000 "not currently accepting connections", a network error of the driver, or a transaction
 * whose connection was lost under it.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not `instanceof Error`: socket errors come from Node's core, which may be another
  // realm (as under Jest), and pg may hand over an AggregateError of several connect attempts.
  if (typeof error !== 'object' || error === null) return false;
  // TypeORM's answer when the connection broke mid-transaction and the runner was dropped with it.
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const { driverError, code, message, errors } = error as { driverError?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  if (driverError && driverError !== error && isDatabaseUnavailable(driverError)) return true;
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string') {
    if (code.startsWith('08') || code.startsWith('57P0') || code === '53300' || NETWORK_ERROR_CODES.includes(code)) return true;
    if (code === '55000' && text.includes('not currently accepting connections')) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect/.test(text);
}

/**
 * PostgreSQL refused a text it cannot store (a NUL byte in a route parameter: SQLSTATE 22021 or
 * 22P05): the client's input, so a 400, not a 500 with a stack trace in the log.
 */
function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { driverError, code } = error as { driverError?: unknown; code?: unknown };
  if (driverError && driverError !== error && isUnstorableText(driverError)) return true;
  return code === '22021' || code === '22P05';
}

function germanFor(status: number): string {
  return DEFAULT_MESSAGE_BY_STATUS[status] ?? (status >= 500 ? PLATFORM_MESSAGES.internal : PLATFORM_MESSAGES.badRequest);
}

/** Turns every error into `{ success: false, message }` with the right status, never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Fehler');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const { status, body } = this.toBody(exception, request);
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toBody(exception: unknown, request: Request): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      if (isExpressError(exception.cause)) return { status, body: { success: false, message: this.expressMessage(exception.cause, status) } };
      const { message, extras } = this.unpack(raw, exception.message);
      const text = message && !isFrameworkDefault(message, status) ? message : germanFor(status);
      // Thrown on purpose (the menu changing under an order, PayPal unreachable): a known state, not a bug to trace.
      if (status >= 500) this.logger.warn(`${request.method} ${request.path}: ${status} ${exception.message}`);
      return { status, body: { ...extras, success: false, message: text } };
    }
    if (isExpressError(exception)) {
      const status = exception.status ?? exception.statusCode ?? HttpStatus.BAD_REQUEST;
      if (status < 500) return { status, body: { success: false, message: this.expressMessage(exception, status) } };
    }
    if (isUnstorableText(exception)) return { status: HttpStatus.BAD_REQUEST, body: { success: false, message: PLATFORM_MESSAGES.unstorableText } };
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`${request.method} ${request.path}: Datenbank nicht erreichbar (${String((exception as { message?: unknown }).message)})`);
      return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { success: false, message: PLATFORM_MESSAGES.unavailable } };
    }
    this.logger.error(
      `${request.method} ${request.path}: ${exception instanceof Error ? exception.message : String(exception)}`,
      exception instanceof Error ? exception.stack : undefined,
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { success: false, message: PLATFORM_MESSAGES.internal } };
  }

  private expressMessage(error: StatusError, status: number): string {
    if (error.type === 'entity.too.deep') return PLATFORM_MESSAGES.tooDeep;
    return error.type === 'entity.parse.failed' || error instanceof SyntaxError ? PLATFORM_MESSAGES.badJson : germanFor(status);
  }

  /** An endpoint may throw `new HttpException({ message, ...details }, status)`; the details are passed on. */
  private unpack(raw: string | object, fallback: string): { message: string | undefined; extras: Record<string, unknown> } {
    if (typeof raw === 'string') return { message: raw, extras: {} };
    const { message, statusCode: _statusCode, error: _error, success: _success, ...extras } = raw as Record<string, unknown>;
    const first = Array.isArray(message) ? message[0] : message;
    return { message: typeof first === 'string' ? first : fallback, extras };
  }
}
