import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrdersService } from '../orders/orders.service';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';

/** Younger orders are left to the browser, which captures right after the buyer's approval. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/**
 * PayPal lets an order be captured for 3 hours by default; older orders awaiting payment are
 * abandoned checkouts. The extra hours cover an outage of our own while a captured one waits.
 */
export const RECONCILE_UNTIL_MS = 6 * 60 * 60_000;
/** Orders looked up per pass, oldest first, so that one pass stays short even after an outage. */
const RECONCILE_BATCH = 50;

/**
 * "A captured payment always ends as a stored order" (ARCHITECTURE.md), also when the browser
 * never called capture after the buyer approved, or when storing the paid state failed after
 * PayPal took the money: every PAYPAL_RECONCILE_INTERVAL_MS the orders still awaiting payment are
 * looked up at PayPal and settled through the same code path as the capture call.
 */
@Injectable()
export class PaypalReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PaypalReconciler.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly paypal: PaypalClient,
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.paypal.isConfigured) return;
    this.timer = setInterval(() => this.tick(), this.config.paypal.reconcileIntervalMs);
    // A pending pass must not keep a stopping process alive.
    this.timer.unref();
  }

  /** Stops the timer and lets a running pass finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * One pass over the due orders; returns how many became paid orders. A failure with one order
   * (PayPal down, a declined capture) is logged and retried in a later pass.
   */
  async reconcile(): Promise<number> {
    const now = this.clock.now().getTime();
    const due = await this.orders.unpaidPaypalOrderIds(new Date(now - RECONCILE_UNTIL_MS), new Date(now - RECONCILE_AFTER_MS), RECONCILE_BATCH);
    let settled = 0;
    for (const paypalOrderId of due) {
      try {
        const record = await this.payments.settle(paypalOrderId);
        if (!record) continue;
        settled += 1;
        this.logger.log(`PayPal-Bestellung ${paypalOrderId} nachträglich als bezahlte Bestellung ${record.order_id} übernommen.`);
      } catch (error) {
        this.logger.warn(`PayPal-Bestellung ${paypalOrderId}: Abgleich fehlgeschlagen (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    return settled;
  }

  /** Passes never overlap: a slow one (PayPal timing out) makes the next ticks wait. */
  private tick(): void {
    if (this.running) return;
    this.running = this.reconcile()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`PayPal-Abgleich fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        this.running = null;
      });
  }
}
