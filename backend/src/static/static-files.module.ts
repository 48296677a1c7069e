import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import { FRONTEND_DIST } from '../config/paths';

/** backend/placeholder, the same from src/static and dist/static. */
const PLACEHOLDER_DIR = path.resolve(__dirname, '..', '..', 'placeholder');

/** Vite puts content-hashed files under assets/, so they never change and may be cached for good. */
function setCacheHeaders(res: Response, filePath: string): void {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * Serves the built frontend at / with index.html for every other non-API path (client-side
 * routes such as /checkout). Before the frontend has been built a placeholder page stands in.
 */
@Module({})
export class StaticFilesModule {
  static forRoot(root: string = FRONTEND_DIST): DynamicModule {
    const built = fs.existsSync(path.join(root, 'index.html'));
    return {
      module: StaticFilesModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: built ? root : PLACEHOLDER_DIR,
          exclude: ['/api/{*path}', '/socket.io/{*path}', '/assets/{*path}'],
          serveStaticOptions: { setHeaders: setCacheHeaders, fallthrough: true },
        }),
      ],
    };
  }
}
