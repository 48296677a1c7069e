import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { setSecurityHeaders } from '../common/security-headers';
import { MENU_CACHE } from './catalog.controller';
import { sendEncoded } from './encoded-body';
import { MENU_PATHS, type MenuPath } from './menu-snapshot';
import type { MenuSnapshotService } from './menu-snapshot.service';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** Express's compiled TRUST_PROXY rule (the app setting 'trust proxy fn'). */
type TrustProxy = (address: string | undefined, hop: number) => boolean;

const LANE = new Map<string, MenuPath>(MENU_PATHS.map((path) => [`/api/${path}`, path]));

/** What Express's req.secure says, without Express: TLS, or https named by a trusted proxy. */
function isSecure(req: IncomingMessage, trust: TrustProxy): boolean {
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  if (!trust(req.socket.remoteAddress, 0)) return encrypted;
  const header = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(header) ? header[0] : header)?.split(',')[0].trim();
  return proto ? proto === 'https' : encrypted;
}

/**
 * The seven public menu GETs a menu page makes are answered straight from the http server's
 * request event, before Express and Nest: the bytes are pre-encoded per menu version, so routing,
 * guards and middlewares were most of what such a request cost (0.16× a bare node:http server
 * sending the same bytes). Only while the snapshot is current; otherwise, and for every other
 * request, Express answers as before (CatalogController serves the same paths there).
 */
export function installMenuFastLane(server: Server, menu: MenuSnapshotService, trust: TrustProxy): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.method === 'GET' || req.method === 'HEAD') && req.url ? LANE.get(req.url) : undefined;
    const snapshot = path ? menu.ready() : null;
    if (!path || !snapshot) {
      for (const listener of listeners) listener(req, res);
      return;
    }
    setSecurityHeaders(res, isSecure(req, trust), true);
    sendEncoded(req, res, snapshot.bodies.get(path)!, MENU_CACHE);
  });
}
