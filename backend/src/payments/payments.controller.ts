import { Body, Controller, Get, Param, Post } from '@nestjs/common';
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

  @Post('orders/paypal')
  createOrder(@Body() dto: CreatePaypalOrderDto) {
    return this.payments.createOrder(dto);
  }

  @Post('orders/:paypalOrderId/capture')
  capture(@Param('paypalOrderId') paypalOrderId: string) {
    return this.payments.capture(paypalOrderId);
  }
}
