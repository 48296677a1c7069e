import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const PAYPAL = 'https://*.paypal.com https://*.paypalobjects.com';

/**
 * Only the shop itself and PayPal's JS SDK (script, its button frames, its API calls and images)
 * may load. Styles allow 'unsafe-inline' because PayPal's SDK writes inline styles into the page;
 * scripts do not. 'self' covers socket.io's same-origin WebSocket.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${PAYPAL}`,
  `frame-src ${PAYPAL}`,
  `connect-src 'self' ${PAYPAL}`,
  `img-src 'self' data: ${PAYPAL}`,
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The API answers data, never a page: nothing in it may load or run anything, nor be framed
 * (OWASP's REST headers). Also some 400 bytes less on every call than the pages' policy.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** A year; browsers then refuse plain http for the shop's host. */
const HSTS = 'max-age=31536000';

/**
 * Headers on every response. HSTS only when the request reached us over https: `req.secure` is
 * true for a direct TLS connection or, with TRUST_PROXY, for `X-Forwarded-Proto: https` from a
 * trusted proxy; a plain-http installation must never pin itself to https.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  setSecurityHeaders(res, req.secure, req.path.startsWith('/api/'));
  next();
}

/** The same headers for a response answered before Express (the menu's fast lane); `api`: a call under /api/. */
export function setSecurityHeaders(res: ServerResponse, secure: boolean, api: boolean): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', api ? 'DENY' : 'SAMEORIGIN');
  res.setHeader('Content-Security-Policy', api ? API_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY);
  if (secure) res.setHeader('Strict-Transport-Security', HSTS);
}
