import type { MenuPageData } from '@pizzeria/domain';
import fs from 'node:fs';
import path from 'node:path';

/** What frontend/src/entry-server.tsx exports. */
interface EntryServer {
  renderMenuPage(data: MenuPageData): string;
  menuPageDocument(template: string, appHtml: string, data: MenuPageData): string;
}

/** The built frontend's server renderer and the built index.html it fills. */
export interface MenuPageBundle extends EntryServer {
  template: string;
}

/**
 * Loads the server bundle and index.html of a built frontend; null when either is missing (the
 * frontend was not built, or built without its server part): / is then the plain app shell.
 */
export function loadMenuPageBundle(bundlePath: string, frontendDist: string): MenuPageBundle | null {
  const indexHtml = path.join(frontendDist, 'index.html');
  if (!fs.existsSync(bundlePath) || !fs.existsSync(indexHtml)) return null;
  // A CommonJS file outside the backend, loaded at run time: the backend does not build against the frontend.
  const entry = require(bundlePath) as EntryServer;
  return {
    template: fs.readFileSync(indexHtml, 'utf8'),
    renderMenuPage: entry.renderMenuPage,
    menuPageDocument: entry.menuPageDocument,
  };
}
