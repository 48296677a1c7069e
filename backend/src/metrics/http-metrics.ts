import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PLATFORM_MESSAGES } from '../common/messages';
import type { MetricsService } from './metrics.service';

/**
 * The route a request took, as its pattern (`/api/orders/:id`), never the raw path: ids and
 * tokens would make a label value per order. Requests no route took are grouped.
 */
function routeOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (typeof route?.path === 'string') return `${req.baseUrl}${route.path}`;
  return req.path.startsWith('/api/') ? 'unmatched' : 'static';
}

/** Counts every request Express answers and times it; two in-memory updates per request. */
export function recordRequests(metrics: MetricsService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = routeOf(req);
      metrics.requests.inc({ method: req.method, route, status: res.statusCode });
      metrics.latency.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET /metrics in Prometheus's text format: with METRICS_TOKEN only for `Authorization: Bearer
 * <token>`, without it only for requests from this machine. Behind a proxy `req.ip` is the
 * client's (TRUST_PROXY), so a proxy on the same machine does not make every visitor local.
 */
export function metricsEndpoint(metrics: MetricsService, token: string | null): RequestHandler {
  const expected = token === null ? null : digest(`Bearer ${token}`);
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = expected ? timingSafeEqual(digest(req.get('authorization') ?? ''), expected) : LOOPBACK.test(req.ip ?? '');
    if (!allowed) {
      res.status(expected ? 401 : 403).json({ success: false, message: expected ? PLATFORM_MESSAGES.unauthorized : PLATFORM_MESSAGES.forbidden });
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(text);
    }, next);
  };
}
