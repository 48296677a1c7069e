import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * ESLint's command line as npm test runs it (the repository's eslint.config.mjs, warnings fail), on
 * `source` given as the file `file` of backend/src: its exit code and messages.
 */
function lint(file: string, source: string): { code: number | null; messages: LintMessage[] } {
  const run = spawnSync(process.execPath, [eslintBin, '--max-warnings=0', '--format=json', '--stdin', `--stdin-filename=backend/src/${file}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  if (!run.stdout) throw new Error(`ESLint gave no report: ${run.stderr}`);
  const [report] = JSON.parse(run.stdout) as [{ messages: LintMessage[] }];
  return { code: run.status, messages: report.messages };
}

describe('backend module boundaries (backend-modules lint rules)', () => {
  it("fails the lint for a module that imports another's entity or names its table", () => {
    const { code, messages } = lint(
      'customers/boundary-probe.ts',
      `import { OrderEntity } from '../orders/order.entity';
       export const probe = { entity: OrderEntity, sql: 'SELECT id FROM orders WHERE phone = $1' };
      `,
    );
    expect(code).toBe(1);
    expect(messages.map(({ ruleId, message }) => [ruleId, message])).toEqual([
      ['backend-modules/imports', "'orders/order.entity.ts' is internal to the orders module: use what orders.module exports (its service) or ask it to offer this."],
      ['backend-modules/tables', "Table 'orders' belongs to the orders module: read or write it through that module's service."],
    ]);
  }, 60_000);

  it("passes a module that uses another's exported service and names only its own tables", () => {
    const { code, messages } = lint(
      'drivers/boundary-probe.ts',
      `import { OrderDeliveries } from '../orders/order-deliveries.service';
       export const probe = { deliveries: OrderDeliveries, sql: 'SELECT driver_id FROM driver_settlements WHERE service_day = $1' };
      `,
    );
    expect(messages).toEqual([]);
    expect(code).toBe(0);
  }, 60_000);
});
