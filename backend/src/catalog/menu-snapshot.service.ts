import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { CLOCK } from '../common/clock';
import { readMenuRows } from './menu-rows';
import { MenuSnapshot } from './menu-snapshot';

/** Channel the `bump_menu_version()` trigger notifies (payload: the new version). */
const CHANNEL = 'menu_version';
const RECONNECT_MS = 2000;

/**
 * The menu as a versioned in-memory snapshot of this process. The version row is bumped by a
 * trigger in the transaction of every menu change; NOTIFY wakes this process to reload, and
 * repricing reads the version row itself before trusting the snapshot, so no order is ever
 * charged from a menu older than the last committed change.
 */
@Injectable()
export class MenuSnapshotService implements OnModuleDestroy {
  private readonly log = new Logger('Speisekarte');
  private snapshot: MenuSnapshot | null = null;
  private loading: Promise<MenuSnapshot> | null = null;
  /** Set by NOTIFY of a newer version; cleared when a reload starts (a NOTIFY during it sets it again). */
  private stale = true;
  /** Without a LISTEN connection changes may go unannounced, so every read checks the version row. */
  private listening = false;
  private listener: Client | null = null;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    void this.listen();
  }

  /** The current snapshot, reloaded when a change was announced or a "bis morgen" mark expired. */
  async current(): Promise<MenuSnapshot> {
    if (!this.listening) return this.fresh();
    const s = this.snapshot;
    if (s && s.expiresAt !== null && this.clock.now().getTime() >= s.expiresAt) {
      await this.bumpForExpiry();
      return this.reload();
    }
    if (s && !this.stale) return s;
    return this.reload();
  }

  /**
   * The snapshot when it can be answered at once: announced changes are being listened for, none
   * is pending and no "bis morgen" mark has run out. Otherwise null, and the caller takes the
   * slower way through current().
   */
  ready(): MenuSnapshot | null {
    const s = this.snapshot;
    if (!s || !this.listening || this.stale) return null;
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
      `WITH b AS (UPDATE menu_version SET version = version + 1 WHERE id = 1 RETURNING version) SELECT pg_notify($1, version::text) FROM b`,
      [CHANNEL],
    );
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (this.closed || !url) return;
    const client = new Client({ connectionString: url });
    const retry = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = false;
      if (!this.closed) setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    };
    client.on('error', (error) => {
      this.log.warn(`LISTEN-Verbindung: ${error.message}`);
      retry();
    });
    client.on('end', retry);
    client.on('notification', (message) => {
      if (this.snapshot && Number(message.payload) <= this.snapshot.version) return;
      this.stale = true;
      void this.current().catch(() => undefined);
    });
    try {
      this.listener = client;
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.stale = true;
      this.listening = true;
    } catch (error) {
      // Ended by onModuleDestroy while connecting: a shutdown, not a failure.
      if (!this.closed) this.log.warn(`LISTEN ${CHANNEL} fehlgeschlagen: ${(error as Error).message}`);
      retry();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }
}
