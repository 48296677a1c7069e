import { BadRequestException, Body, Controller, Get, Headers, Param, Post, UseGuards } from '@nestjs/common';
import { IDEMPOTENCY_KEY_PATTERN } from '../orders/order-id';
import { OrderLimitsGuard } from '../orders/order-limits.guard';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { PaymentsService } from './payments.service';
import { Public } from '../staff/access.decorators';
import { RateLimited } from '../common/rate-limit';
import { createPaypalOrderSchema, type CreatePaypalOrderBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

/** The PayPal button's server calls (docs/payments.md#paypal) and the client id the button needs. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get('payments/config')
  paymentConfig() {
    return this.payments.publicConfig();
  }

  /**
   * The shop's browser sends its attempt key as Idempotency-Key header, as for POST /api/orders;
   * a plain client (docs/api.md#plain-clients) sends none (see provesPaypalOrder for what proves its order then). The
   * Checkout-Id binds it to the cash path of the same checkout (CheckoutBindingService).
   */
  @Public()
  @Post('orders/paypal')
  @UseGuards(OrderLimitsGuard)
  @RateLimited('voucher')
  createOrder(
    @Body(new ContractBody(createPaypalOrderSchema)) dto: CreatePaypalOrderBody,
    @Headers('idempotency-key') attemptKey: string | undefined,
    @Headers('checkout-id') checkoutId: string | undefined,
  ) {
    if (attemptKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(attemptKey)) throw new BadRequestException(ORDER_API_MESSAGES.badIdempotencyKey);
    return this.payments.createOrder(dto, attemptKey ?? null, checkoutId);
  }

  @Public()
  @Post('orders/:paypalOrderId/capture')
  capture(@Param('paypalOrderId') paypalOrderId: string, @Headers('idempotency-key') attemptKey: string | undefined) {
    return this.payments.capture(paypalOrderId, attemptKey ?? null);
  }
}
