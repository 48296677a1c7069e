import fs from 'node:fs';
import path from 'node:path';

/** Root of the compiled (dist) or source (src, under Jest) tree that holds every area's migrations. */
const CODE_ROOT = path.resolve(__dirname, '..');

function migrationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations') return migrationFiles(full);
      return fs
        .readdirSync(full)
        .filter((f) => /\.(js|ts)$/.test(f) && !/\.(d|spec)\.ts$/.test(f) && !f.endsWith('.spec.js'))
        .map((f) => path.join(full, f));
    }
    return [];
  });
}

/**
 * The migration classes of every area (`<area>/migrations/*`), i.e. the `dist/**\/migrations/*.js`
 * glob. They are loaded with `require` instead of TypeORM's own glob loader so that the same list
 * works for the compiled app and under Jest, whose require compiles the TypeScript sources.
 */
export function loadMigrations(root: string = CODE_ROOT): Function[] {
  return migrationFiles(root)
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
    .flatMap((file) => Object.values(require(file) as Record<string, unknown>).filter((v): v is Function => typeof v === 'function'));
}
