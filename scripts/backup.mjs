// npm run backup / npm run restore -- FILE [--force]: runs backend/dist/backup/backup.cli.js,
// building the shared rules, the request contracts and the backend first when they have not been
// built yet (right after `npm install`; the backend is compiled against both packages).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'backend', 'dist', 'backup', 'backup.cli.js');
const packages = ['domain', 'contract'];
if (!fs.existsSync(cli) || packages.some((name) => !fs.existsSync(path.join(root, 'packages', name, 'dist')))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const workspaces = [...packages.map((name) => `@pizzeria/${name}`), '@pizzeria/backend'].flatMap((name) => ['-w', name]);
  const built = spawnSync(npm, ['run', 'build', '--silent', ...workspaces], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const { status } = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(status ?? 1);
