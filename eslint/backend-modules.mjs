// The backend's module boundaries (npm test lints backend/src with these): one Nest module per
// business area under backend/src/<area>; an area uses another only through what that one offers
// others, and reads or writes only its own tables.
//  - backend-modules/imports: a file may import from another area only its public files: a
//    *.module.ts, a file defining a provider the area's module lists in `exports`, a file of a
//    public kind (messages, decorators, guards, DTOs, seeds for the seeder) or one the area declares
//    public below. Type-only imports may name any of its files. Entities, repositories and
//    migrations are never public: another area's rows are reached through the owner's service.
//  - backend-modules/tables: SQL in a string may name only its own area's tables. A table belongs
//    to the area whose entity maps it or, without an entity, whose migration creates it.
// The platform areas (config, common, database, events, logging, lifecycle) serve every area, and the
// composition root (files directly in backend/src) wires them all. Specs and testing/ helpers set up
// whatever their test needs and are not checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dirname, '../backend/src');
export const PLATFORM = new Set(['config', 'common', 'database', 'events', 'logging', 'lifecycle']);
const PRIVATE_FILE = /(\.entity|\.repository)\.ts$|\/migrations\//;
const PUBLIC_KIND = /\.(module|messages|decorators?|guard|dto|seed|types)\.ts$|\/dto\//;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

const areaOf = (file) => {
  const path = relative(SRC, file);
  return path.startsWith('..') || !path.includes('/') ? null : path.split('/')[0];
};

/** The files that define a provider an area's module lists in `exports`. */
function exportedFiles(files) {
  const exported = new Set();
  for (const file of files.filter((f) => f.endsWith('.module.ts'))) {
    const text = readFileSync(file, 'utf8');
    const names = [...text.matchAll(/exports:\s*\[([^\]]*)\]/g)].flatMap((m) => m[1].split(',').map((n) => n.trim()));
    for (const name of names.filter(Boolean)) {
      const from = text.match(new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'(\\.[^']+)'`));
      if (from) exported.add(resolve(dirname(file), from[1]) + '.ts');
    }
  }
  return exported;
}

/** Table → owning area: the entity's area, else the area whose migration creates the table. */
function tableOwners(files) {
  const owners = new Map();
  for (const file of files.filter((f) => /\/migrations\//.test(f))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"?([a-z_]+)"?/gi)) {
      if (!owners.has(m[1].toLowerCase())) owners.set(m[1].toLowerCase(), areaOf(file));
    }
  }
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    const m = readFileSync(file, 'utf8').match(/@Entity\(\{\s*name:\s*'([a-z_]+)'/);
    if (m) owners.set(m[1], areaOf(file));
  }
  return owners;
}

const FILES = sourceFiles(SRC);
const EXPORTED = exportedFiles(FILES);
const OWNERS = tableOwners(FILES);
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|EXISTS)\s+(?:ONLY\s+)?"?([a-z_]+)"?/gi;

/** Whether `file` is a checked area's file: not the composition root, a spec or a testing/ helper. */
function checkedArea(file) {
  const area = areaOf(file);
  if (!area || file.endsWith('.spec.ts') || file.includes('/testing/') || /\/migrations\//.test(file)) return null;
  return area;
}

const problem = (messages) => ({ type: 'problem', schema: [], messages });

/**
 * @param {{ publicFiles?: Record<string, string[]> }} options
 *   publicFiles: per area, files (relative to the area) it offers others beside the kinds above.
 */
export function backendModules({ publicFiles = {} } = {}) {
  const declared = new Set(Object.entries(publicFiles).flatMap(([area, names]) => names.map((n) => join(SRC, area, n))));

  const imports = {
    meta: problem({
      internal: "'{{target}}' is internal to the {{area}} module: use what {{area}}.module exports (its service) or ask it to offer this.",
    }),
    create(context) {
      const file = context.filename;
      const area = checkedArea(file);
      if (!area) return {};
      const check = (node, typeOnly) => {
        const spec = node.source?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = resolve(dirname(file), spec) + (spec.endsWith('.ts') ? '' : '.ts');
        const targetArea = areaOf(target);
        if (!targetArea || targetArea === area || PLATFORM.has(targetArea)) return;
        const isPublic = !PRIVATE_FILE.test(target) && (typeOnly || PUBLIC_KIND.test(target) || EXPORTED.has(target) || declared.has(target));
        if (isPublic) return;
        context.report({ node: node.source, messageId: 'internal', data: { target: relative(SRC, target), area: targetArea } });
      };
      return {
        ImportDeclaration: (node) => check(node, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
        ExportNamedDeclaration: (node) => node.source && check(node, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node, node.exportKind === 'type'),
      };
    },
  };

  const tables = {
    meta: problem({
      foreign: "Table '{{table}}' belongs to the {{owner}} module: read or write it through that module's service.",
    }),
    create(context) {
      const file = context.filename;
      const area = checkedArea(file);
      if (!area || PLATFORM.has(area)) return {};
      const check = (node, text) => {
        for (const m of text.matchAll(SQL_TABLE)) {
          const table = m[1].toLowerCase();
          const owner = OWNERS.get(table);
          if (owner && owner !== area && !PLATFORM.has(owner)) {
            context.report({ node, messageId: 'foreign', data: { table, owner } });
          }
        }
      };
      return {
        Literal: (node) => typeof node.value === 'string' && check(node, node.value),
        TemplateLiteral: (node) => check(node, node.quasis.map((q) => q.value.cooked ?? '').join(' ')),
      };
    },
  };

  return { rules: { imports, tables } };
}
