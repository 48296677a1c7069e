import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Clock } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { OrdersService } from '../orders/orders.service';
import { PAYMENT_MESSAGES } from './payment.messages';
import { PaymentsService } from './payments.service';
import { PaypalClient } from './paypal.client';
import { PaypalApiError } from './paypal.errors';

/** Younger orders are left to the browser, which captures right after the buyer's approval. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/**
 * PayPal lets an order be captured for 3 hours by default; an order still awaiting payment after
 * this long is an abandoned checkout. It is asked about once more (a capture whose answer was lost
 * still becomes the paid order) and otherwise ends as cancelled. The extra hours cover an outage
 * of our own while a captured one waits.
 */
export const ABANDONED_AFTER_MS = 6 * 60 * 60_000;
/** Orders looked up per pass, so that one pass stays short even with a long backlog. */
const RECONCILE_BATCH = 50;
/** Lookups at once: a slow PayPal (15 s timeout per call) must not stretch a pass to minutes. */
const PARALLEL_LOOKUPS = 4;

/**
 * "A captured payment always ends as a stored order", also when the browser never called capture
 * after the buyer approved, or when storing the paid state failed or its answer was lost after
 * PayPal took the money: every PAYPAL_RECONCILE_INTERVAL_MS the orders awaiting payment are looked
 * up at PayPal and settled through the same code path as the capture call. Each pass takes the
 * never-asked ones first, then the longest unasked (OrderStore.awaitingPaypal), so a backlog of
 * abandoned checkouts delays no captured payment by more than a pass, and abandoned checkouts expire.
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
    const due = await this.orders.awaitingPaypal(new Date(now - RECONCILE_AFTER_MS), RECONCILE_BATCH);
    let settled = 0;
    for (let i = 0; i < due.length; i += PARALLEL_LOOKUPS) {
      const results = await Promise.all(
        due.slice(i, i + PARALLEL_LOOKUPS).map(({ paypalOrderId, createdAt }) => this.check(paypalOrderId, now - createdAt.getTime() >= ABANDONED_AFTER_MS)),
      );
      settled += results.filter(Boolean).length;
    }
    return settled;
  }

  /** Asks PayPal about one order; true when it became a paid order. */
  private async check(paypalOrderId: string, abandoned: boolean): Promise<boolean> {
    try {
      const record = await this.payments.settle(paypalOrderId);
      if (record) {
        this.logger.log(`PayPal-Bestellung ${paypalOrderId} nachträglich als bezahlte Bestellung ${record.order_id} übernommen.`);
        return true;
      }
      if (abandoned) await this.expire(paypalOrderId);
    } catch (error) {
      // PayPal no longer knows it: nothing was ever paid for it.
      if (abandoned && error instanceof PaypalApiError && error.status === 404) await this.expire(paypalOrderId);
      else this.logger.warn(`PayPal-Bestellung ${paypalOrderId}: Abgleich fehlgeschlagen (${error instanceof Error ? error.message : String(error)})`);
    }
    await this.orders.markPaypalChecked(paypalOrderId);
    return false;
  }

  private async expire(paypalOrderId: string): Promise<void> {
    if (await this.orders.expireAwaitingPaypal(paypalOrderId, PAYMENT_MESSAGES.checkoutExpired)) {
      this.logger.log(`PayPal-Bestellung ${paypalOrderId}: Bestellvorgang abgelaufen, nicht bezahlt.`);
    }
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
