import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { RULES_CHANNEL, RulesListener } from '../events/rules-listener';
import { readMenuRows } from './menu-rows';
import { MenuSnapshot } from './menu-snapshot';

/**
 * The menu as a versioned in-memory snapshot of this process. The version row is bumped by a
 * trigger in the transaction of every menu change; its NOTIFY (RulesListener) wakes this process to reload, and
 * repricing reads the version row itself before trusting the snapshot, so no order is ever
 * charged from a menu older than the last committed change.
 */
@Injectable()
export class MenuSnapshotService {
  private snapshot: MenuSnapshot | null = null;
  private loading: Promise<MenuSnapshot> | null = null;
  /** Set by NOTIFY of a newer version; cleared when a reload starts (a NOTIFY during it sets it again). */
  private stale = true;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rules: RulesListener,
  ) {
    rules.onChange((change) => {
      if (change?.part === 'settings' || (change && this.snapshot && change.version <= this.snapshot.version)) return;
      this.stale = true;
      // Loaded ahead of the pages that will ask for it (the change is pushed to them now).
      if (change) void this.current().catch(() => undefined);
    });
  }

  /** Without the LISTEN connection changes may go unannounced, so every read checks the version row. */
  private get listening(): boolean {
    return this.rules.listening;
  }

  /** The current snapshot, reloaded when a change was announced or a "bis morgen" mark expired. */
  async current(): Promise<MenuSnapshot> {
    if (!this.listening) return this.fresh();
    const s = this.snapshot;
    if (s && s.expiresAt !== null && this.clock.now().getTime() >= s.expiresAt) {
      await this.bumpForExpiry();
      return this.reload();
    }
    // While a reload runs, an announced change is on its way: the caller waits for it rather than get the older menu.
    if (s && !this.stale && !this.loading) return s;
    return this.reload();
  }

  /**
   * The snapshot when it can be answered at once: announced changes are being listened for, none
   * is pending or being loaded, and no "bis morgen" mark has run out. Otherwise null, and the caller takes the
   * slower way through current().
   */
  ready(): MenuSnapshot | null {
    const s = this.snapshot;
    if (!s || !this.listening || this.stale || this.loading) return null;
    return s.expiresAt === null || this.clock.now().getTime() < s.expiresAt ? s : null;
  }

  /** A snapshot no older than the version row at this moment (one small query); repricing uses it. */
  async fresh(): Promise<MenuSnapshot> {
    const [{ version }] = await this.dataSource.query(`SELECT version::int AS version FROM menu_version WHERE id = 1`);
    const s = this.snapshot;
    if (s && s.version >= version && (s.expiresAt === null || this.clock.now().getTime() < s.expiresAt)) return s;
    const loaded = await this.reload();
    // A load already under way may have read before that version committed.
    return loaded.version >= version ? loaded : this.reload();
  }

  private reload(): Promise<MenuSnapshot> {
    if (this.loading) return this.loading;
    this.stale = false;
    this.loading = this.dataSource
      .transaction('REPEATABLE READ', (manager) => readMenuRows(manager))
      .then((rows) => {
        const snapshot = new MenuSnapshot(rows, this.clock.now());
        if (!this.snapshot || snapshot.version >= this.snapshot.version) this.snapshot = snapshot;
        return this.snapshot;
      })
      .catch((error) => {
        this.stale = true;
        throw error;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** A sold-out mark cleared by time changes the menu without a write: a new version tells every process and open page. */
  private async bumpForExpiry(): Promise<void> {
    await this.dataSource.query(
      `WITH b AS (UPDATE menu_version SET version = version + 1 WHERE id = 1 RETURNING version) SELECT pg_notify($1, 'menu:' || version) FROM b`,
      [RULES_CHANNEL],
    );
  }
}
