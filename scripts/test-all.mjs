#!/usr/bin/env node
// Runs every test of the repository in a fixed order and ends with one line `N passed, N failed`.
// A step that cannot run (build failure, missing Chromium, a suite that crashes) counts as failed.
import { spawn, spawnSync } from 'node:child_process';
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

function secondsSince(started) {
  return `${Math.round((Date.now() - started) / 1000)} s`;
}

function record(name, passed, failed, note = '') {
  results.push({ name, passed, failed, note });
  console.log(`\n>>> ${name}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}\n`);
}

/**
 * As run, without blocking the event loop, so that the background checks and a suite running beside
 * keep going. With `heldBack` the output is kept and printed whole once the command ends, so that it
 * does not cut through the output of the suites running meanwhile.
 */
function runAlongside(command, args, cwd, heldBack = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: heldBack ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (heldBack) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

async function runJest(name, cwd, args, { heldBack = false } = {}) {
  const outputFile = path.join(os.tmpdir(), `pizzeria-jest-${name}-${process.pid}.json`);
  fs.rmSync(outputFile, { force: true });
  const title = `${name}: jest ${args.join(' ')} (${path.relative(root, cwd) || '.'})`;
  console.log(`\n=== ${title}${heldBack ? ', its output printed when it is done' : ''}\n`);
  const started = Date.now();
  const code = await runAlongside(process.execPath, [jestBin, ...args, '--json', `--outputFile=${outputFile}`], cwd, heldBack);
  const seconds = secondsSince(started);
  if (!fs.existsSync(outputFile)) {
    record(name, 0, 1, `jest exited with code ${code} without a report after ${seconds}`);
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
  notes.push(seconds);
  record(name, report.numPassedTests, failed, notes.join('; '));
}

const runStarted = Date.now();
console.log('=== build: npm run build');
const buildCode = run('npm', ['run', 'build'], root);
if (buildCode === 0) record('build', 0, 0, `ok, ${secondsSince(runStarted)}`);
else record('build', 0, 1, `npm run build exited with code ${buildCode}`);

// Type checks and lint run in the background while the test suites run, at the lowest CPU priority: the
// suites wait a lot (on PostgreSQL, on timers, on the browser), and the checks fill those gaps instead of
// adding a minute and a half of their own. Each check is niced and gets a session of its own (detached),
// whose autogroup is niced too, since Linux weighs sessions against each other before their processes:
// a test's own processes, Chromium included, keep first claim on both cores. Each check's output is
// printed when the suites are done, so it does not cut through theirs.
const background = [];
process.on('exit', () => {
  for (const check of background) if (check.exitCode === null && check.signalCode === null) check.kill('SIGKILL');
});

/** Runs `command args` in the background as described above; resolves with its exit code and output. */
function runInBackground(command, args) {
  return new Promise((resolve) => {
    const check = spawn('nice', ['-n', '19', command, ...args], { cwd: root, env: process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    background.push(check);
    try {
      fs.writeFileSync(`/proc/${check.pid}/autogroup`, '19');
    } catch {
      // No autogroups (another kernel, or they are switched off): nice alone orders the processes.
    }
    const started = Date.now();
    let output = '';
    check.stdout.on('data', (chunk) => (output += chunk));
    check.stderr.on('data', (chunk) => (output += chunk));
    const seconds = () => Math.round((Date.now() - started) / 1000);
    check.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n`, seconds: seconds() }));
    check.on('close', (code) => resolve({ code: code ?? 1, output, seconds: seconds() }));
  });
}

/** Runs `tasks` (functions returning promises) `lanes` at a time, in order; resolves with their results in order. */
async function inLanes(tasks, lanes) {
  const results = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}

// Type-check everything the test runners run (SWC strips types without checking them): one project per
// tsconfig, counted as one passed or one failed.
const typeChecked = [
  ['domain', 'packages/domain/tsconfig.json'],
  ['contract', 'packages/contract/tsconfig.json'],
  ['backend', 'backend/tsconfig.json'],
  ['frontend', 'frontend/tsconfig.json'],
  ['e2e', 'e2e/tsconfig.json'],
];
// ESLint: the frontend's import boundaries, the backend's module boundaries, import cycles. oxlint, type-aware
// through TypeScript 7's checker: floating promises everywhere, the rules of hooks in the frontend.
const lintChecks = [
  ['eslint', [eslintBin, '--max-warnings=0', ...LINTED.slice(0, 2)]],
  ['oxlint', [oxlintBin, '--type-aware', '--deny-warnings', ...LINTED]],
  ['prettier --check', [prettierBin, '--check', '--log-level=warn', '.']],
];
const checks = [
  ...typeChecked.map(([name, project]) => ({ kind: 'types', name, title: `types: tsc --noEmit -p ${project}`, args: [tscBin, '--noEmit', '-p', project] })),
  ...lintChecks.map(([name, args]) => ({ kind: 'lint', name, title: `lint: ${name}`, args })),
];
// The longest first, so that the two lanes end close together.
const longestFirst = ['eslint', 'prettier --check', 'frontend', 'backend', 'oxlint', 'contract', 'e2e', 'domain'];
checks.sort((a, b) => longestFirst.indexOf(a.name) - longestFirst.indexOf(b.name));
console.log(`\n=== types and lint in the background: ${checks.map((c) => c.title).join(', ')}\n`);
const checksDone = inLanes(
  checks.map((check) => () => runInBackground(process.execPath, check.args).then((result) => ({ ...check, ...result }))),
  2,
);

/** Prints the background checks' output and records them as `types` (one per project) and `lint`. */
async function recordChecks() {
  const done = await checksDone;
  for (const check of done) {
    console.log(`\n=== ${check.title}: exit code ${check.code} after ${check.seconds} s\n`);
    if (check.output) process.stdout.write(check.output);
  }
  const types = done.filter((c) => c.kind === 'types');
  const typeFailures = types.filter((c) => c.code !== 0).map((c) => c.name);
  record('types', types.length - typeFailures.length, typeFailures.length, typeFailures.length ? `type errors in ${typeFailures.join(', ')}` : '');
  const lintNote = done
    .filter((c) => c.kind === 'lint' && c.code !== 0)
    .map((c) => `${c.name} exited with code ${c.code}${c.name === 'prettier --check' ? ' (npm run format fixes it)' : ''}`)
    .join('; ');
  record('lint', lintNote ? 0 : 1, lintNote ? 1 : 0, lintNote);
}

// The browser tests are the longest suite by far, and mostly wait (for a poll, a popup, an undo window):
// they start first and the other suites run beside them, one after the other, instead of after them.
// Every suite has its own databases (copies of its own template) and free ports, so none sees another's state.
let e2eDone = Promise.resolve();
if (!fs.existsSync(chromium)) {
  record('e2e', 0, 1, `${chromium} is missing: install Chromium (apt-get install -y chromium) to run the browser tests`);
} else if (buildCode !== 0) {
  record('e2e', 0, 1, 'not run because the build failed');
} else {
  // Two files at a time: each file has its own shop, database and browser.
  e2eDone = runJest('e2e', root, ['-c', 'e2e/jest.config.js', '--maxWorkers=2'], { heldBack: true });
}

await runJest('domain', path.join(root, 'packages', 'domain'), []);
await runJest('contract', path.join(root, 'packages', 'contract'), []);
// Two workers: a backend test spends most of its time waiting on PostgreSQL, and every file has its
// own database, so two files side by side share the two cores without sharing state.
await runJest('backend', path.join(root, 'backend'), ['--maxWorkers=2']);

// Two workers: the component tests are CPU-bound in jsdom and each file has its own environment, so
// two files side by side use the two cores (64 s against 144 s in band here); no test measures time.
await runJest('frontend', path.join(root, 'frontend'), ['--maxWorkers=2']);

await e2eDone;

await recordChecks();

console.log(`=== summary (after ${secondsSince(runStarted)})`);
// In the order the steps are listed in, whichever finished first.
const ORDER = ['build', 'types', 'lint', 'domain', 'contract', 'backend', 'frontend', 'e2e'];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
for (const r of results) console.log(`${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(5)} failed${r.note ? `  ${r.note}` : ''}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
