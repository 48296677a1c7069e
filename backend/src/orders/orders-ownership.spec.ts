import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
/** SQL on the orders tables, or the orders area's entities as values (a type import is a read of its API, not of its tables). */
const TOUCHES_ORDERS = [
  /\b(FROM|JOIN|UPDATE|INTO)\s+(orders|order_items|order_kitchen_slots|order_history)\b/i,
  /import\s+\{[^}]*\b(OrderEntity|OrderItemEntity)\b[^}]*\}\s+from\s+'[^']*orders\//,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Migrations create the tables; `testing/` fixtures write rows as another process or psql would.
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The orders area owns its tables: payments, printing, the realtime gateway and the limits go
 * through OrderRecords or OrderStore, so a change of an orders column is made in one area.
 */
describe('the orders tables', () => {
  it('are read and written only by the orders area', () => {
    const outside = sourceFiles(SRC).filter((file) => !file.startsWith(path.join(SRC, 'orders') + path.sep));
    const touching = outside.filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return TOUCHES_ORDERS.some((pattern) => pattern.test(text));
    });
    expect(touching.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
