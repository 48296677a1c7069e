#!/usr/bin/env node
// Runs every test of the repository in a fixed order and ends with one line `N passed, N failed`.
// A step that cannot run (build failure, missing Chromium, a suite that crashes) counts as failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const tscBin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const oxlintBin = path.join(root, 'node_modules', 'oxlint', 'bin', 'oxlint');
const prettierBin = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
/** What lint reads: ESLint the first two, oxlint all. */
const LINTED = ['frontend/src', 'backend/src', 'backend/test', 'packages/domain/src', 'packages/contract/src', 'e2e'];
const chromium = '/usr/bin/chromium';
const results = [];

function run(command, args, cwd) {
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  return res.status ?? 1;
}

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  console.log(`\n>>> ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

function runJest(name, cwd, args) {
  const outputFile = path.join(os.tmpdir(), `pizzeria-jest-${name}-${process.pid}.json`);
  fs.rmSync(outputFile, { force: true });
  console.log(`\n=== ${name}: jest ${args.join(' ')} (${path.relative(root, cwd) || '.'})\n`);
  const code = run(process.execPath, [jestBin, ...args, '--json', `--outputFile=${outputFile}`], cwd);
  if (!fs.existsSync(outputFile)) {
    record(name, 0, 1, `jest exited with code ${code} without a report`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  fs.rmSync(outputFile, { force: true });
  const crashedSuites = report.numRuntimeErrorTestSuites ?? 0;
  let failed = report.numFailedTests + crashedSuites;
  const notes = [];
  if (crashedSuites) notes.push(`${crashedSuites} suite(s) failed to run`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`jest exited with code ${code}`);
  }
  record(name, report.numPassedTests, failed, notes.join('; '));
}

console.log('=== build: npm run build');
const buildCode = run('npm', ['run', 'build'], root);
if (buildCode === 0) record('build', 0, 0, 'ok');
else record('build', 0, 1, `npm run build exited with code ${buildCode}`);

// Type-check everything the test runners run (SWC strips types without checking them): one project per
// tsconfig, counted as one passed or one failed.
const typeChecked = [
  ['domain', 'packages/domain/tsconfig.json'],
  ['contract', 'packages/contract/tsconfig.json'],
  ['backend', 'backend/tsconfig.json'],
  ['frontend', 'frontend/tsconfig.json'],
  ['e2e', 'e2e/tsconfig.json'],
];
let typesPassed = 0;
const typeFailures = [];
for (const [name, project] of typeChecked) {
  console.log(`\n=== types: tsc --noEmit -p ${project}\n`);
  if (run(process.execPath, [tscBin, '--noEmit', '-p', project], root) === 0) typesPassed += 1;
  else typeFailures.push(name);
}
record('types', typesPassed, typeFailures.length, typeFailures.length ? `type errors in ${typeFailures.join(', ')}` : '');

// ESLint: the frontend's import boundaries, the backend's module boundaries, import cycles. oxlint, type-aware
// through TypeScript 7's checker: floating promises everywhere, the rules of hooks in the frontend.
console.log('\n=== lint: eslint (boundaries, cycles), oxlint --type-aware (floating promises, hooks), prettier --check\n');
const eslintCode = run(process.execPath, [eslintBin, '--max-warnings=0', ...LINTED.slice(0, 2)], root);
const oxlintCode = run(process.execPath, [oxlintBin, '--type-aware', '--deny-warnings', ...LINTED], root);
const prettierCode = run(process.execPath, [prettierBin, '--check', '--log-level=warn', '.'], root);
const lintNote = [
  eslintCode && `eslint exited with code ${eslintCode}`,
  oxlintCode && `oxlint exited with code ${oxlintCode}`,
  prettierCode && `prettier --check exited with code ${prettierCode} (npm run format fixes it)`,
]
  .filter(Boolean)
  .join('; ');
record('lint', lintNote ? 0 : 1, lintNote ? 1 : 0, lintNote);

runJest('domain', path.join(root, 'packages', 'domain'), []);
runJest('contract', path.join(root, 'packages', 'contract'), []);
// Two workers: a backend test spends most of its time waiting on PostgreSQL, and every file has its
// own database, so two files side by side share the two cores without sharing state.
runJest('backend', path.join(root, 'backend'), ['--maxWorkers=2']);

// Two workers: the component tests are CPU-bound in jsdom and each file has its own environment, so
// two files side by side use the two cores (64 s against 144 s in band here); no test measures time.
runJest('frontend', path.join(root, 'frontend'), ['--maxWorkers=2']);

if (!fs.existsSync(chromium)) {
  record('e2e', 0, 1, `${chromium} is missing: install Chromium (apt-get install -y chromium) to run the browser tests`);
} else if (buildCode !== 0) {
  record('e2e', 0, 1, 'not run because the build failed');
} else {
  // Two files at a time: a browser test mostly waits (for a poll, a popup, an undo window), and each
  // file has its own shop, database and browser.
  runJest('e2e', root, ['-c', 'e2e/jest.config.js', '--maxWorkers=2']);
}

console.log('=== summary');
for (const r of results) console.log(`${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(5)} failed${r.note ? `  ${r.note}` : ''}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
