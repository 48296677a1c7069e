import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  cartChanges,
  differsByMoreThanOneCent,
  formatEuroAmount,
  fromCents,
  orderSumCents,
  orderTotalCents,
  priceCart,
  toCents,
  type CartChange,
  type CartItem,
  type Cents,
  type Location,
  type PricingCatalog,
  type PricedLine,
} from '@pizzeria/domain';
import { CatalogService, type MenuFreshness } from '../catalog/catalog.service';
import { VoucherService } from './voucher.service';
import { type ValidateCartBody } from '@pizzeria/contract';

export const CHECKOUT_MESSAGES = {
  pricesChanged: 'Die Preise haben sich geändert. Bitte prüfen Sie Ihren Warenkorb.',
  noDelivery: 'An diese Postleitzahl bzw. diesen Ort liefern wir leider nicht.',
  minOrderNotReached: 'Mindestbestellwert nicht erreicht.',
  ok: 'OK',
} as const;

export interface QuoteInput {
  cartItems: readonly CartItem[];
  discountCode?: string | null;
  now: Date;
  /** 'checked' unless the caller stores the result only under the menu version it was priced with. */
  menu?: MenuFreshness;
  /** For a delivery: where to, so the zone's fee is charged. Absent or null for pickup. */
  delivery?: { postalCode: string; city?: string } | null;
}

/** A priced line with the VAT rate of its category at the time of the quote. */
export interface QuotedLine extends PricedLine {
  vatRate: number;
}

export interface Quote {
  lines: QuotedLine[];
  /** The goods (lines without deposit). */
  subtotalCents: Cents;
  depositCents: Cents;
  deliveryFeeCents: Cents;
  /** totalPriceShoppingCart: goods, deposit and delivery fee before the discount. */
  sumCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** The delivery zone (null for pickup, or when no zone matches: the caller refuses that). */
  location: Location | null;
  voucherId: number | null;
  /** The menu version the cart was priced against, to tell a stale cart what changed. */
  catalog: PricingCatalog;
  /** The categories counted as pizzas by the kitchen's capacity, from the same menu version. */
  ovenCategoryIds: Set<number>;
  /** That menu version. */
  menuVersion: number;
}

export interface ValidationSuccess extends ReturnType<typeof quoteFigures> {
  success: true;
  message: string;
}

@Injectable()
export class CheckoutService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly vouchers: VoucherService,
  ) {}

  /**
   * Reprices a cart from the catalog and applies the voucher: the server's figures for an order.
   * Throws 400 with the domain's German message when a line or the voucher is not acceptable.
   * An empty or blank code means "no voucher".
   */
  async quote(input: QuoteInput): Promise<Quote> {
    const { pricing: catalog, vatRates, ovenCategoryIds, version } = await this.catalog.forOrders(input.menu);
    const location = input.delivery ? await this.catalog.findLocation(input.delivery.postalCode, input.delivery.city, input.menu) : null;
    const priced = priceCart(input.cartItems, catalog);
    if (!priced.ok && priced.soldOut) {
      throw new ConflictException({ message: priced.message, changes: cartChanges(input.cartItems, catalog) });
    }
    if (!priced.ok) throw new BadRequestException(priced.message);
    let discountCents = 0;
    let voucherId: number | null = null;
    const code = input.discountCode?.trim();
    if (code) {
      const voucher = await this.vouchers.evaluate(code, priced.subtotalCents, input.now);
      if (!voucher.ok) throw new BadRequestException(voucher.message);
      discountCents = voucher.discountCents;
      voucherId = voucher.voucherId ?? null;
    }
    const charges = {
      subtotalCents: priced.subtotalCents,
      depositCents: priced.depositCents,
      deliveryFeeCents: location ? toCents(location.deliveryFee) : 0,
      discountCents,
    };
    return {
      // Every product's category exists (foreign key), so its rate is always known.
      lines: priced.lines.map((line) => ({ ...line, vatRate: vatRates.get(line.item.category_id)! })),
      ...charges,
      sumCents: orderSumCents(charges),
      totalCents: orderTotalCents(charges),
      location,
      voucherId,
      catalog,
      ovenCategoryIds,
      menuVersion: version,
    };
  }

  /**
   * The checkout's pre-flight check: the browser's totals must match the server's within a cent
   * (409 otherwise, with the server's figures so the page can show them), and a delivery must go
   * to a served location whose minimum order value the cart reaches.
   */
  async validate(dto: ValidateCartBody, now: Date): Promise<ValidationSuccess> {
    const delivery = dto.deliveryMethod === 'lieferung' ? { postalCode: dto.postalCode ?? '', city: dto.city ?? undefined } : null;
    const quote = await this.quote({ cartItems: dto.cartItems as CartItem[], discountCode: dto.discountCode, now, delivery });
    const figures = quoteFigures(quote);
    if (
      differsByMoreThanOneCent(toCents(dto.totalPriceShoppingCart), quote.sumCents) ||
      differsByMoreThanOneCent(toCents(dto.discountAmount ?? 0), quote.discountCents)
    ) {
      throw pricesChanged(dto.cartItems as CartItem[], quote, figures);
    }
    if (delivery) {
      const { location } = quote;
      if (!location) throw new BadRequestException(CHECKOUT_MESSAGES.noDelivery);
      if (quote.subtotalCents < toCents(location.min_bestellwert)) {
        throw new BadRequestException(CHECKOUT_MESSAGES.minOrderNotReached);
      }
    }
    return { success: true, message: CHECKOUT_MESSAGES.ok, ...figures };
  }
}

/** The server's figures in EUR, as the 409 and the validation answer carry them. */
export function quoteFigures(quote: Quote): { totalPriceShoppingCart: number; discountAmount: number; finalTotal: number; deposit: number; deliveryFee: number } {
  return {
    totalPriceShoppingCart: fromCents(quote.sumCents),
    discountAmount: fromCents(quote.discountCents),
    finalTotal: fromCents(quote.totalCents),
    deposit: fromCents(quote.depositCents),
    deliveryFee: fromCents(quote.deliveryFeeCents),
  };
}

/**
 * 409 for a cart priced differently than the server does. When lines changed since the browser
 * priced them (a new price on the menu), the message names them and `changes` lists them, so the
 * page can update the cart and the customer can go on with the new figures.
 */
export function pricesChanged(cartItems: readonly CartItem[], quote: Quote, figures: Record<string, number>): ConflictException {
  const changes = cartChanges(cartItems, quote.catalog);
  const moved = changes.filter((c): c is Extract<CartChange, { newTotal: number }> => 'newTotal' in c);
  if (moved.length === 0) return new ConflictException({ message: CHECKOUT_MESSAGES.pricesChanged, ...figures });
  const named = moved.map((c) => `${c.productName}: jetzt ${formatEuroAmount(c.newTotal)} statt ${formatEuroAmount(c.oldTotal)}`).join('; ');
  return new ConflictException({ message: `Die Preise haben sich geändert (${named}). Bitte prüfen Sie Ihren Warenkorb.`, ...figures, changes });
}
