import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from './clock';

/** One limit: at most `limit` hits per key in each fixed window of `windowMs`. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateCount {
  hits: number;
  /** Start of the window the hit was counted in (to take it back with `release`). */
  windowStart: Date;
  /** Seconds until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** More hits than the rule allows. */
  over: boolean;
}

/**
 * Counts of every abuse limit in PostgreSQL (table rate_limit_counts), so all backend processes
 * on the database share them: one atomic upsert per hit. Windows follow the shop's CLOCK.
 */
@Injectable()
export class RateLimitStore {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private window(rule: RateRule): { start: Date; end: Date; retryAfterSeconds: number } {
    const now = this.clock.now().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    const end = start + rule.windowMs;
    return { start: new Date(start), end: new Date(end), retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)) };
  }

  /** Counts one hit for `key` and says whether it is over the limit (the hit stays counted). */
  async hit(rule: RateRule, key: string): Promise<RateCount> {
    const { start, end, retryAfterSeconds } = this.window(rule);
    const [{ hits }] = (await this.dataSource.query(
      `INSERT INTO rate_limit_counts (name, key, window_start, window_end, hits) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (name, key, window_start) DO UPDATE SET hits = rate_limit_counts.hits + 1
       RETURNING hits`,
      [rule.name, key.slice(0, 128), start, end],
    )) as Array<{ hits: number }>;
    // A key's first hit of a window clears ended windows: the table stays as small as the active clients.
    if (hits === 1) await this.dataSource.query(`DELETE FROM rate_limit_counts WHERE window_end < $1`, [start]);
    return { hits, windowStart: start, retryAfterSeconds, over: hits > rule.limit };
  }

  /** The count of the current window without counting; `over` when the limit is used up. */
  async peek(rule: RateRule, key: string): Promise<RateCount> {
    const { start, retryAfterSeconds } = this.window(rule);
    const rows = (await this.dataSource.query(`SELECT hits FROM rate_limit_counts WHERE name = $1 AND key = $2 AND window_start = $3`, [
      rule.name,
      key.slice(0, 128),
      start,
    ])) as Array<{ hits: number }>;
    const hits = rows[0]?.hits ?? 0;
    return { hits, windowStart: start, retryAfterSeconds, over: hits >= rule.limit };
  }

  /** Takes back a hit that turned out not to count (an order that was not accepted). */
  async release(rule: RateRule, key: string, windowStart: Date): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limit_counts SET hits = hits - 1 WHERE name = $1 AND key = $2 AND window_start = $3 AND hits > 0`, [
      rule.name,
      key.slice(0, 128),
      windowStart,
    ]);
  }

  /** Forgets every count of `key` under the rule (a successful login clears its account's failures). */
  async clear(rule: RateRule, key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counts WHERE name = $1 AND key = $2`, [rule.name, key.slice(0, 128)]);
  }
}
