import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import {
  differsByMoreThanOneCent,
  fromCents,
  priceCart,
  toCents,
  totalAfterDiscountCents,
  type CartItem,
  type Cents,
  type PricedLine,
} from '@pizzeria/domain';
import { CatalogService } from '../catalog/catalog.service';
import { VoucherService } from './voucher.service';
import type { ValidateCartDto } from './validate-cart.dto';

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
}

export interface Quote {
  lines: PricedLine[];
  subtotalCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  voucherId: number | null;
}

export interface ValidationSuccess {
  success: true;
  message: string;
  totalPriceShoppingCart: number;
  discountAmount: number;
  finalTotal: number;
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
    const priced = priceCart(input.cartItems, await this.catalog.pricingCatalog());
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
    return {
      lines: priced.lines,
      subtotalCents: priced.subtotalCents,
      discountCents,
      totalCents: totalAfterDiscountCents(priced.subtotalCents, discountCents),
      voucherId,
    };
  }

  /**
   * The checkout's pre-flight check: the browser's totals must match the server's within a cent
   * (409 otherwise, with the server's figures so the page can show them), and a delivery must go
   * to a served location whose minimum order value the cart reaches.
   */
  async validate(dto: ValidateCartDto, now: Date): Promise<ValidationSuccess> {
    const quote = await this.quote({ cartItems: dto.cartItems as CartItem[], discountCode: dto.discountCode, now });
    const figures = {
      totalPriceShoppingCart: fromCents(quote.subtotalCents),
      discountAmount: fromCents(quote.discountCents),
      finalTotal: fromCents(quote.totalCents),
    };
    if (
      differsByMoreThanOneCent(toCents(dto.totalPriceShoppingCart), quote.subtotalCents) ||
      differsByMoreThanOneCent(toCents(dto.discountAmount ?? 0), quote.discountCents)
    ) {
      throw new ConflictException({ message: CHECKOUT_MESSAGES.pricesChanged, ...figures });
    }
    if (dto.deliveryMethod === 'lieferung') {
      const location = await this.catalog.findLocation(dto.postalCode ?? '', dto.city ?? undefined);
      if (!location) throw new BadRequestException(CHECKOUT_MESSAGES.noDelivery);
      if (quote.subtotalCents < toCents(location.min_bestellwert)) {
        throw new BadRequestException(CHECKOUT_MESSAGES.minOrderNotReached);
      }
    }
    return { success: true, message: CHECKOUT_MESSAGES.ok, ...figures };
  }
}
