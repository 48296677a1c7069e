import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  COUNTER_MESSAGES,
  ORDER_MESSAGES,
  formatEuro,
  differsByMoreThanOneCent,
  earlyOrderProblem,
  minimumOrderProblem,
  isPreorder,
  activeBusyMode,
  asapClosedMessage,
  isOpenNow,
  nextOpeningOf,
  pausesInZone,
  pausedProblem,
  payWithProblem,
  timingProblem,
  zonedToInstant,
  ASAP,
  DELIVERY_METHODS,
  toCents,
  zonedTime,
  type BusyModeState,
  type CartItem,
  type Clock,
} from '@pizzeria/domain';
import type { MenuFreshness } from '../catalog/catalog.service';
import { CheckoutService, pricesChanged, quoteFigures, type Quote } from '../checkout/checkout.service';
import { CLOCK } from '../common/clock';
import { AppConfig } from '../config/app-config';
import type { AppSettingsMap } from '../settings/app-settings.sections';
import { SettingsService } from '../settings/settings.service';
import { type OrderFieldsBody } from '@pizzeria/contract';

/** A submission that passed every rule, with the server's own prices. */
export interface PreparedOrder {
  submission: OrderFieldsBody;
  quote: Quote;
  /** The voucher code as the customer typed it, only when it gave a discount. */
  discountCode: string | null;
  preorder: boolean;
  /** The shop's name now (owner's settings), for the payment's description. */
  shopName: string;
  /** Busy mode when the order was placed: its extra minutes move the kitchen slot of "as soon as possible". */
  busy: BusyModeState;
  /** Every settings section as the rules were checked against; the order's transaction reads these. */
  settings: AppSettingsMap;
  /** The settings' version those sections are of (see settingsNotNewerThan). */
  settingsVersion: number;
}

/**
 * 'checked': the menu and the settings as they are now. 'announced': the menu as last announced
 * (MenuFreshness) and the settings as last read (SettingsFreshness), no query; only for a caller
 * that stores the order under both versions and checks again with 'checked' before it refuses one.
 */
export type RulesFreshness = 'checked' | 'announced';

/**
 * An order staff enter (docs/ordering.md, the counter): the online-only guards (the shop-live
 * switch, pauses, the small-order hour) do not apply; items, zones, closed days and the time grid
 * do. `waiveMinimum`: staff take a delivery below its zone's minimum.
 */
export interface StaffEntry {
  waiveMinimum: boolean;
}

/**
 * The server side of the checkout rules (docs/ordering.md#checks-before-an-order, docs/api.md#conventions),
 * shared by cash orders and PayPal orders: the shop's switches, date and time, the server's
 * prices against the browser's, delivery location and minimum, and the 17:00/100 € rule.
 * Throws a 4xx with the German message of the first rule that refuses the order.
 */
@Injectable()
export class OrderPreparationService {
  constructor(
    private readonly settings: SettingsService,
    private readonly checkout: CheckoutService,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async prepare(submission: OrderFieldsBody, freshness: RulesFreshness = 'checked', staff?: StaffEntry): Promise<PreparedOrder> {
    const now = this.clock.now();
    const menu: MenuFreshness = freshness;
    // The switches and every settings section, busy mode included: at most one read per order.
    const read = await this.settings.forOrder(freshness === 'announced' ? 'last-read' : 'checked');
    const { settings, version } = read;
    // Staff take orders whatever the web shop's switch says; the pre-order switch is the web shop's too.
    const status = staff ? { isShopLive: true, preordersEnabled: false } : read.status;
    const { hours, closures, orderTimes, shop } = settings;
    const schedule = { hours, closures, orderTimes };
    const tz = this.config.shopTimezone;
    const busy = activeBusyMode(settings.busy, now);
    const paused = staff ? null : pausedProblem(busy, submission.deliveryMethod);
    // A paused method takes no order for before the pause ends; a pre-order for later it does.
    const open = { now: zonedTime(now, tz), schedule, isShopLive: status.isShopLive, pausedUntil: staff ? {} : pausesInZone(busy, tz) };
    const method = submission.deliveryMethod;
    if (paused && this.beforePauseEnds(submission, busy.pauses[method]!.until)) throw new ConflictException(paused);
    const openNow = isOpenNow(method, open);
    const otherOpen = DELIVERY_METHODS.some((m) => m !== method && isOpenNow(m, open));
    // Busy mode's extra minutes push the earliest time a customer may choose today.
    const earliest = new Date(now.getTime() + busy.extraMinutes * 60_000);
    const timing = timingProblem({
      desiredDeliveryDate: submission.desiredDeliveryDate,
      desiredDeliveryTime: submission.desiredDeliveryTime,
      preorder: submission.preorder ?? false,
      deliveryMethod: method,
      now: zonedTime(earliest, tz),
      status,
      schedule,
      openNow,
      closedMessage: asapClosedMessage(nextOpeningOf(method, open), open.now.date, otherOpen ? method : undefined),
    });
    if (timing === ORDER_MESSAGES.shopClosed) throw new ConflictException(timing);
    if (timing) throw new BadRequestException(timing);

    const quote = await this.quote(submission, now, menu);
    const delivering = submission.deliveryMethod === 'lieferung';
    // An unknown zone is named as such, not as a price the browser could not have known.
    if (delivering && !quote.location) throw new BadRequestException(ORDER_MESSAGES.unknownLocation);
    this.assertSamePrices(submission, quote);

    // The zone's minimum is about the goods: deposit and delivery fee do not count towards it.
    const minOrderCents = delivering ? toCents(quote.location!.min_bestellwert) : 0;
    const waived = staff?.waiveMinimum ?? false;
    const minimum = minimumOrderProblem(quote.subtotalCents, quote.totalCents, waived ? 0 : minOrderCents);
    // Staff are told which minimum it is and that they may waive it.
    const belowZone = staff && !waived && quote.subtotalCents < minOrderCents;
    if (minimum) throw new BadRequestException(belowZone ? COUNTER_MESSAGES.belowMinimum(formatEuro(minOrderCents)) : minimum);
    const early = staff
      ? null
      : earlyOrderProblem(submission.desiredDeliveryTime, quote.totalCents, { date: submission.desiredDeliveryDate, deliveryMethod: method, schedule });
    if (early) throw new BadRequestException(early);
    const payWith = typeof submission.payWith === 'number' ? payWithProblem(quote.totalCents, toCents(submission.payWith)) : null;
    if (payWith) throw new BadRequestException(payWith);

    return {
      submission,
      quote,
      discountCode: quote.discountCents > 0 ? (submission.discountCode ?? '').trim() : null,
      // An order taken while its method is closed (before opening, after midnight, in a pause) waits
      // for its time like any pre-order: it is not "unanswered" while nobody is there to answer it.
      preorder:
        isPreorder({ date: submission.desiredDeliveryDate, now: zonedTime(now, this.config.shopTimezone), preorder: Boolean(submission.preorder) }) ||
        status.preordersEnabled ||
        !status.isShopLive ||
        !openNow,
      shopName: shop.name,
      busy,
      settings,
      settingsVersion: version,
    };
  }

  /** Whether the wanted time ('So schnell wie möglich' is now) lies before a pause ends. */
  private beforePauseEnds(submission: OrderFieldsBody, pauseUntil: string): boolean {
    if (submission.desiredDeliveryTime === ASAP || !/^\d{2}:\d{2}$/.test(submission.desiredDeliveryTime)) return true;
    return zonedToInstant(submission.desiredDeliveryDate, submission.desiredDeliveryTime, this.config.shopTimezone).getTime() < Date.parse(pauseUntil);
  }

  /**
   * When the browser shows no discount (its voucher check said "invalid") an unusable code left in
   * the field is ignored instead of failing the order; a claimed discount needs a valid code.
   */
  private async quote(submission: OrderFieldsBody, now: Date, menu: MenuFreshness): Promise<Quote> {
    const cartItems = submission.cartItems as CartItem[];
    const code = submission.discountCode?.trim();
    // The contract requires the postal code for delivery; the fallback only satisfies the type.
    const delivery = submission.deliveryMethod === 'lieferung' ? { postalCode: submission.postalCode ?? '', city: submission.city } : null;
    const input = { cartItems, now, menu, delivery };
    if (!code || toCents(submission.discountAmount ?? 0) > 0) return this.checkout.quote({ ...input, discountCode: code });
    try {
      return await this.checkout.quote({ ...input, discountCode: code });
    } catch (error) {
      if (!(error instanceof BadRequestException)) throw error;
      return this.checkout.quote({ ...input, discountCode: null });
    }
  }

  /** The server is the authority on prices: a cart the browser priced differently is refused. */
  private assertSamePrices(submission: OrderFieldsBody, quote: Quote): void {
    const differs =
      differsByMoreThanOneCent(toCents(submission.totalPriceShoppingCart), quote.sumCents) ||
      differsByMoreThanOneCent(toCents(submission.discountAmount ?? 0), quote.discountCents) ||
      (submission.finalTotal !== undefined && differsByMoreThanOneCent(toCents(submission.finalTotal), quote.totalCents));
    if (differs) {
      throw pricesChanged(submission.cartItems as CartItem[], quote, quoteFigures(quote));
    }
  }
}
