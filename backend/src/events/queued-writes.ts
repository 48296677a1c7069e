/**
 * A write a subscriber makes in the publishing transaction (EventBus.write): a data-modifying
 * statement, and/or an expression for the SELECT that ends the combined statement (a pg_notify),
 * both numbering their own parameters from $1. Writes of one event must touch different rows.
 */
export interface QueuedWrite {
  statement?: string;
  select?: string;
  parameters: unknown[];
}

/**
 * The writes as one statement: each data-modifying statement a WITH of its own (PostgreSQL runs
 * every one of them, read or not), the selects after it, parameters renumbered in order.
 */
export function combineWrites(writes: QueuedWrite[]): { text: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const withs: string[] = [];
  const selects: string[] = [];
  for (const write of writes) {
    const offset = parameters.length;
    const renumbered = (text: string) => text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
    if (write.statement) withs.push(`w${withs.length + 1} AS (${renumbered(write.statement)})`);
    if (write.select) selects.push(renumbered(write.select));
    parameters.push(...write.parameters);
  }
  return { text: `${withs.length ? `WITH ${withs.join(', ')} ` : ''}SELECT ${selects.join(', ') || 'NULL'}`, parameters };
}
