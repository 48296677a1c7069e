import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RulesChange } from '@pizzeria/domain';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { EventBus } from './event-bus';

/** The channel the version triggers of the menu and the settings notify (payload `menu:42`, `settings:7`). */
export const RULES_CHANNEL = 'rules_changed';
const RECONNECT_MS = 2000;

/** `null`: the connection (re)started, so anything may have changed unannounced meanwhile. */
export type RulesHandler = (change: RulesChange | null) => void;

export function parseRulesChange(payload: string | undefined): RulesChange | null {
  const match = /^(menu|settings):(\d+)$/.exec(payload ?? '');
  return match ? { part: match[1] as RulesChange['part'], version: Number(match[2]) } : null;
}

/**
 * The one LISTEN connection of this process for menu and settings changes. Its caches (the menu
 * snapshot, the settings snapshot) are told first, synchronously, so they are marked stale before
 * anything else hears of the change; then `rules.changed` goes out on the event bus (the public
 * socket pushes it to customers' open pages, which then refetch from a cache that reloads).
 */
@Injectable()
export class RulesListener implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('Regeln');
  private readonly handlers: RulesHandler[] = [];
  private client: Client | null = null;
  private closed = false;
  /** While false, changes may go unannounced: the caches then check the database on every read. */
  listening = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBus,
  ) {}

  /** Registered by the caches; called with every committed change and with null after each (re)connect. */
  onChange(handler: RulesHandler): void {
    this.handlers.push(handler);
  }

  onModuleInit(): void {
    void this.listen();
  }

  private tell(change: RulesChange | null): void {
    for (const handler of this.handlers) handler(change);
    if (change) this.events.announce('rules.changed', change);
  }

  private async listen(): Promise<void> {
    const url = (this.dataSource.options as { url?: string }).url;
    if (this.closed || !url) return;
    const client = new Client({ connectionString: url });
    const retry = () => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = false;
      if (!this.closed) setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    };
    client.on('error', (error) => {
      this.log.warn(`LISTEN-Verbindung: ${error.message}`);
      retry();
    });
    client.on('end', retry);
    client.on('notification', (message) => {
      const change = parseRulesChange(message.payload);
      if (change) this.tell(change);
    });
    try {
      this.client = client;
      await client.connect();
      await client.query(`LISTEN ${RULES_CHANNEL}`);
      this.listening = true;
      this.tell(null);
    } catch (error) {
      // Ended by onModuleDestroy while connecting: a shutdown, not a failure.
      if (!this.closed) this.log.warn(`LISTEN ${RULES_CHANNEL} fehlgeschlagen: ${(error as Error).message}`);
      retry();
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }
}
