import { Injectable, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EventBus } from '../events/event-bus';
import { OutboxService } from '../outbox/outbox.service';
import { RealtimeService } from '../realtime/realtime.service';

const OUTBOX_KINDS = ['mail', 'print', 'refund'];

/**
 * The shop's Prometheus metrics. Counters move on the hot path (one increment each, no I/O);
 * everything that needs the database or other parts is read only when /metrics is scraped.
 * Its own registry per app, so several apps in one process (tests) keep their figures apart.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'pizzeria_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly latency = new Histogram({
    name: 'pizzeria_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  private readonly orders = new Counter({
    name: 'pizzeria_orders_total',
    help: 'Orders that reached the board (cash placed or PayPal captured), by channel and payment method.',
    labelNames: ['channel', 'payment'] as const,
    registers: [this.registry],
  });

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventBus,
    private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const outbox = this.outboxJobs.bind(this);
    new Gauge({
      name: 'pizzeria_outbox_jobs',
      help: 'Outbox jobs still to send (status pending) or given up (status failed), by kind (mail, print, refund).',
      labelNames: ['kind', 'status'] as const,
      registers: [this.registry],
      async collect() {
        for (const kind of OUTBOX_KINDS) for (const status of ['pending', 'failed']) this.set({ kind, status }, 0);
        for (const row of await outbox()) this.set({ kind: row.kind, status: row.status }, row.count);
      },
    });
    const printer = this.printerReachable.bind(this);
    new Gauge({
      name: 'pizzeria_printer_reachable',
      help: '1 while the kitchen printer (PRINTER_URL) answers, 0 while it cannot be reached; absent without a printer.',
      registers: [this.registry],
      async collect() {
        this.reset();
        const reachable = await printer();
        if (reachable !== null) this.set(reachable ? 1 : 0);
      },
    });
    const sockets = this.socketCounts.bind(this);
    new Gauge({
      name: 'pizzeria_socket_connections',
      help: 'Live socket.io connections of this process, by namespace (admin: staff screens, driver: the phones of drivers, orders: a customer order page, shop: open shop pages).',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        for (const [namespace, count] of Object.entries(sockets())) this.set({ namespace }, count);
      },
    });
    const pool = () => (this.dataSource.driver as unknown as { master: Pool }).master;
    new Gauge({
      name: 'pizzeria_db_pool_connections',
      help: 'Database connections of this process: in use, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { totalCount, idleCount, waitingCount } = pool();
        this.set({ state: 'in_use' }, totalCount - idleCount);
        this.set({ state: 'idle' }, idleCount);
        this.set({ state: 'waiting' }, waitingCount);
      },
    });
  }

  onModuleInit(): void {
    // Present from the start, so a rate over them is defined before the first order.
    for (const payment of ['cash', 'paypal']) this.orders.inc({ channel: 'online', payment }, 0);
    this.events.onCommitted('order.created', ({ order }) => {
      // Every order record carries its channel once counter orders exist; until then all are online.
      const channel = (order as { channel?: string }).channel ?? 'online';
      this.orders.inc({ channel, payment: order.paymentMethod });
    });
  }

  /** The outbox's and the sockets' figures come from their modules' services, looked up when /metrics is scraped. */
  private async outboxJobs(): Promise<{ kind: string; status: string; count: number }[]> {
    const counts = await this.moduleRef.get(OutboxService, { strict: false }).counts();
    return Object.entries(counts).flatMap(([kind, { waiting, failed }]) => [
      { kind, status: 'pending', count: waiting },
      { kind, status: 'failed', count: failed },
    ]);
  }

  private async printerReachable(): Promise<boolean | null> {
    if (!this.config.printerUrl) return null;
    return (await this.moduleRef.get(OutboxService, { strict: false }).printerStatus()).reachable;
  }

  private socketCounts(): Record<string, number> {
    return this.moduleRef.get(RealtimeService, { strict: false }).connections();
  }
}
