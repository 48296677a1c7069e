import { DynamicModule, Inject, Logger, Module, OnModuleInit, Optional, type Type } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import { PLATFORM_MESSAGES } from '../common/messages';
import { FRONTEND_DIST } from '../config/paths';
import { MenuPageService } from '../menu-page/menu-page.service';
import { isSpaRoute } from './spa-routes';

/** backend/placeholder, the same from src/static and dist/static. */
const PLACEHOLDER_DIR = path.resolve(__dirname, '..', '..', 'placeholder');
const STATIC_ROOT = Symbol('STATIC_ROOT');
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Paths that belong to the API or socket.io: Nest answers them, with its JSON 404 when unknown. */
const SERVER_PATH = /^\/(api|socket\.io)(\/|$)/;
/** A file was asked for (hashed assets, favicon …): a missing one is no page. */
const FILE_PATH = /^\/assets\/|\.[A-Za-z0-9]+$/;

/**
 * What the app shell of the menu page (/) asks for first, when the server cannot render it.
 * Announced with the page (Link: preload), the browser fetches them while it is still loading the
 * JS, instead of one round trip after it.
 */
const MENU_PAGE_DATA = ['/api/products', '/api/categories', '/api/productVariants', '/api/productsExtra', '/api/dressing', '/api/dips', '/api/shop-status'];
const MENU_PAGE_PRELOAD = MENU_PAGE_DATA.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');

function noCache(res: Response): void {
  res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Serves the built frontend at /. The menu page (/) comes rendered by MenuPageService when the app
 * includes it (menuPage) and the frontend has its server bundle. Any other page path gets
 * index.html, the app shell: with 200 for the SPA's routes,
 * with 404 for any other (the SPA then shows its own not-found page). A missing file answers a
 * short plain 404, never the page. Before the frontend has been built a placeholder page stands in.
 *
 * Vite puts content-hashed files under assets/: they never change, so they are cached for good
 * (immutable) and sent as the .br or .gz file the build wrote beside them when the browser accepts
 * it (Content-Encoding and Vary set), instead of being compressed again on every request.
 * index.html and the other top-level files are revalidated on every visit (no-cache).
 */
@Module({})
export class StaticFilesModule implements OnModuleInit {
  /** `menuPage`: the module providing MenuPageService (MenuPageModule); without it / is the shell too. */
  static forRoot(root: string = FRONTEND_DIST, menuPage?: Type<unknown>): DynamicModule {
    const built = fs.existsSync(path.join(root, 'index.html'));
    return {
      module: StaticFilesModule,
      imports: menuPage ? [menuPage] : [],
      providers: [{ provide: STATIC_ROOT, useValue: built ? root : PLACEHOLDER_DIR }],
    };
  }

  private readonly log = new Logger('Webseite');

  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(STATIC_ROOT) private readonly root: string,
    @Optional() private readonly menuPage?: MenuPageService,
  ) {}

  /** Runs after Nest mounted its routes and before its 404 handler, so /api keeps its JSON answers. */
  onModuleInit(): void {
    const app = this.host.httpAdapter.getInstance<Express>();
    const assets = path.join(this.root, 'assets');
    if (fs.existsSync(assets)) {
      app.use(
        '/assets',
        expressStaticGzip(assets, {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          serveStatic: { immutable: true, maxAge: ONE_YEAR_MS, index: false },
        }),
      );
    }
    app.use(express.static(this.root, { index: false, setHeaders: noCache }));
    const indexHtml = path.join(this.root, 'index.html');
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATH.test(req.path)) return next();
      if (FILE_PATH.test(req.path)) {
        res.status(404).type('text/plain; charset=utf-8').send(PLATFORM_MESSAGES.notFound);
        return;
      }
      const status = isSpaRoute(req.path) ? 200 : 404;
      const sendFile = () => {
        res.status(status);
        noCache(res);
        if (req.path === '/') res.setHeader('Link', MENU_PAGE_PRELOAD);
        res.sendFile(indexHtml);
      };
      const sendHtml = (html: string | null) => {
        if (html === null) return sendFile();
        noCache(res);
        res.status(status).type('html').send(html);
      };
      if (!this.menuPage) return sendFile();
      // The menu page comes rendered; every other page is the shell, with the shop's own title.
      // Without the server's help the shell loads everything itself and shows its own notice.
      const document = req.path === '/' ? this.menuPage.document() : this.menuPage.shell();
      document.then(sendHtml, (error: Error) => {
        this.log.error(`Seite konnte nicht gerendert werden: ${error.message}`);
        sendFile();
      });
    });
  }
}
