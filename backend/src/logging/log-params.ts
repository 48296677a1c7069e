import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { OperationsConfig } from '../config/app-config';

/** An incoming X-Request-Id (from a proxy or a client) is kept when it looks like one: short, no spaces or control characters. */
const REQUEST_ID = /^[\w.:@-]{1,100}$/;

/** The request's id: the caller's X-Request-Id when usable, else a new UUID; sent back in X-Request-Id either way. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * The path without query string, the secret of an order's status link blanked: the log keeps no
 * personal data (a customer search's query) and nothing that opens an order.
 */
function loggedPath(url: string | undefined): string {
  return (url ?? '').split('?')[0].replace(/\/token\/[^/]+/, '/token/***');
}

/** LOG_LEVEL when set, else the most talkative level Nest's `logger` option of createApp lists (false: nothing), else info. */
export function pinoLevel(levels: LogLevel[] | false | undefined, configured: string | null): string {
  if (configured) return configured;
  if (levels === undefined) return 'info';
  if (levels === false || levels.length === 0) return 'silent';
  const order: [LogLevel, string][] = [
    ['verbose', 'trace'],
    ['debug', 'debug'],
    ['log', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['fatal', 'fatal'],
  ];
  return order.find(([nest]) => levels.includes(nest))?.[1] ?? 'info';
}

/** JSON lines with LOG_FORMAT=json; otherwise one readable line per event (colours in a terminal). Written synchronously, so nothing is lost when the process exits. */
function destination(format: OperationsConfig['logFormat']): DestinationStream {
  if (format === 'json') return pino.destination({ dest: 1, sync: true });
  return pretty({
    sync: true,
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,context,req,res,responseTime,requestId,orderId',
    messageFormat: '{if context}[{context}] {end}{msg}{if orderId} (Bestellung {orderId}){end}{if requestId} [{requestId}]{end}',
  });
}

/**
 * nestjs-pino's settings: every line logged while a request is handled carries its `requestId`
 * (and `orderId` once the request has placed an order); each finished request is one line — at
 * debug level when it went well (LOG_LEVEL=debug shows them all), info for a refusal (4xx), error for 5xx.
 * Requests are logged with method, path and status only: no headers, cookies or addresses.
 */
export function logParams(operations: OperationsConfig, level: string): Params {
  return {
    assignResponse: true,
    pinoHttp: [
      {
        level,
        genReqId: requestIdOf,
        customAttributeKeys: { reqId: 'requestId' },
        // Lines logged during the request carry only its id, not the whole request.
        quietReqLogger: true,
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
        customSuccessMessage: (req, res, ms) => `${req.method} ${loggedPath(req.url)} ${res.statusCode} (${Math.round(ms)} ms)`,
        customErrorMessage: (req, res) => `${req.method} ${loggedPath(req.url)} ${res.statusCode}`,
        // The error itself was logged where it happened (AllExceptionsFilter, with its stack); pino-http's stand-in only repeats the status.
        customErrorObject: (_req, _res, _error, { err: _stack, ...line }: Record<string, unknown>) => line,
        serializers: {
          req: (req: { method?: string; url?: string }) => ({ method: req.method, path: loggedPath(req.url) }),
          res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        },
      },
      destination(operations.logFormat),
    ],
  };
}
