import { BadRequestException, Body, Controller, Get, Headers, NotFoundException, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { IDEMPOTENCY_KEY_PATTERN, parseOrderId } from './order-id';
import { CheckoutBindingService } from './checkout-binding.service';
import { OrderLimitsGuard } from './order-limits.guard';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderQueryService } from './order-query.service';
import { OrdersService } from './orders.service';
import { Public } from '../staff/access.decorators';
import { ConfirmsPaypalPayments, RateLimited } from '../common/rate-limit';
import { placeOrderSchema, type PlaceOrderBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

/** The customer's order calls: place an order, look at it on the success page. */
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly queries: OrderQueryService,
    private readonly bindings: CheckoutBindingService,
  ) {}

  /** 201 for a new order; 200 when the Idempotency-Key, the PayPal payment or another payment of the same Checkout-Id already made it. */
  @Public()
  @Post()
  @ConfirmsPaypalPayments()
  @UseGuards(OrderLimitsGuard)
  @RateLimited('voucher')
  async place(
    @Body(new ContractBody(placeOrderSchema)) dto: PlaceOrderBody,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('checkout-id') checkoutId: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new BadRequestException(ORDER_API_MESSAGES.badIdempotencyKey);
    }
    const { order, created } = await this.orders.place(dto, idempotencyKey ?? null, this.bindings.hashOf(checkoutId));
    response.status(created ? 201 : 200);
    return { success: true, message: ORDER_API_MESSAGES.placed, orderId: order.order_id, token: order.token };
  }

  @Public()
  @Get(':orderId/token/:token')
  async details(@Param('orderId') rawId: string, @Param('token') token: string) {
    const orderId = parseOrderId(rawId);
    if (orderId === null) throw new NotFoundException(ORDER_API_MESSAGES.notFound);
    return { success: true, message: ORDER_API_MESSAGES.found, ...(await this.queries.customerDetails(orderId, token)) };
  }
}
