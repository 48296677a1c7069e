import { BadRequestException, Body, Controller, Get, Headers, Param, Post } from '@nestjs/common';
import { IDEMPOTENCY_KEY_PATTERN } from '../orders/order-id';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { CreatePaypalOrderDto } from './dto/create-paypal-order.dto';
import { PaymentsService } from './payments.service';

/** The PayPal button's server calls (SPEC.md section 7) and the client id the button needs. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get('payments/config')
  paymentConfig() {
    return this.payments.publicConfig();
  }

  /** The browser's attempt key comes as Idempotency-Key header, as for POST /api/orders; it is required here. */
  @Post('orders/paypal')
  createOrder(@Body() dto: CreatePaypalOrderDto, @Headers('idempotency-key') attemptKey: string | undefined) {
    if (attemptKey === undefined || !IDEMPOTENCY_KEY_PATTERN.test(attemptKey)) throw new BadRequestException(ORDER_API_MESSAGES.badIdempotencyKey);
    return this.payments.createOrder(dto, attemptKey);
  }

  @Post('orders/:paypalOrderId/capture')
  capture(@Param('paypalOrderId') paypalOrderId: string, @Headers('idempotency-key') attemptKey: string | undefined) {
    return this.payments.capture(paypalOrderId, attemptKey ?? null);
  }
}
