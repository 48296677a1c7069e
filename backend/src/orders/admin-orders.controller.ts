import { BadRequestException, Body, Controller, ForbiddenException, Get, Headers, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import {
  adminOrderRefSchema,
  confirmOrderSchema,
  counterOrderSchema,
  updateOrderStatusSchema,
  type AdminOrderRefBody,
  type ConfirmOrderBody,
  type CounterOrderBody,
  type UpdateOrderStatusBody,
} from '@pizzeria/contract';
import type { StaffSession } from '../admin/admin-auth.service';
import { ContractBody } from '../common/contract-body.pipe';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { STAFF_MESSAGES } from '../staff/staff.messages';
import { CounterOrdersService } from './counter-orders.service';
import { IDEMPOTENCY_KEY_PATTERN, parseOrderId } from './order-id';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderHistoryService } from './order-history.service';
import { OrderOverviewService, type OverviewQuery } from './order-overview.service';
import { OrderQueryService } from './order-query.service';
import { OrderStateService } from './order-state.service';

/** Staff's order calls (docs/api.md#calls): the kitchen reads and completes, counter and owner run the rest. */
@Controller('admin')
@Roles('owner', 'counter')
export class AdminOrdersController {
  constructor(
    private readonly queries: OrderQueryService,
    private readonly state: OrderStateService,
    private readonly overviews: OrderOverviewService,
    private readonly orderHistory: OrderHistoryService,
    private readonly counterOrders: CounterOrdersService,
  ) {}

  /**
   * An order taken by phone or at the counter: stored confirmed with its ETA (docs/counter.md#order-entry).
   * 201 for a new order; 200 with the same answer when its Idempotency-Key already made it.
   */
  @Post('orders')
  async enter(
    @CurrentStaff() staff: StaffSession,
    @Body(new ContractBody(counterOrderSchema)) body: CounterOrderBody,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) throw new BadRequestException(ORDER_API_MESSAGES.badIdempotencyKey);
    const { order, created } = await this.counterOrders.place(body, staff.username, idempotencyKey ?? null);
    response.status(created ? 201 : 200);
    return { success: true, message: ORDER_API_MESSAGES.entered, orderId: order.order_id, token: order.token, order };
  }

  /**
   * The full board (the shape of docs/api.md#calls plus `cursor`), with a strong ETag `"<cursor>.<content hash>"`:
   * `If-None-Match` with it is a 304 while no order was written since, or when the board came out
   * the same anyway. `?since=<cursor>` answers only the orders written since that answer
   * (`changesOnly: true`), or the full board when the cursor is of another service day.
   */
  @Get('orders')
  @Roles('owner', 'counter', 'kitchen')
  async board(@Query('since') since: unknown, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) res: Response) {
    res.setHeader('Cache-Control', 'private, no-cache');
    const sinceCursor = typeof since === 'string' ? since : undefined;
    const known = /^"(\d+\.\d+)\.([0-9a-f]+)"$/.exec(ifNoneMatch?.trim() ?? '');
    if (!sinceCursor && known && (await this.queries.boardUnchangedSince(known[1]))) {
      res.status(304);
      return undefined;
    }
    const answer = await this.queries.board(sinceCursor);
    if (answer.changesOnly) return { success: true, ...answer };
    const hash = createHash('sha256').update(JSON.stringify(answer.orders)).digest('hex').slice(0, 20);
    res.setHeader('ETag', `"${answer.cursor}.${hash}"`);
    if (known?.[2] === hash) {
      res.status(304);
      return undefined;
    }
    return { success: true, ...answer };
  }

  @Put('orders/status')
  @Roles('owner', 'counter', 'kitchen')
  async updateStatus(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(updateOrderStatusSchema)) dto: UpdateOrderStatusBody) {
    if (staff.role === 'kitchen' && dto.status !== 'abgeschlossen') throw new ForbiddenException(STAFF_MESSAGES.kitchenCompletesOnly);
    const order = await this.state.changeStatus(dto.orderId, dto.status, staff.username, dto.deliveryTime, dto.reason, staff.role);
    return { success: true, message: ORDER_API_MESSAGES.statusUpdated, order };
  }

  @Get('order-details/:orderId')
  @Roles('owner', 'counter', 'kitchen')
  async details(@Param('orderId') rawId: string) {
    const orderId = parseOrderId(rawId);
    if (orderId === null) throw new BadRequestException(ORDER_API_MESSAGES.badOrderId);
    return { success: true, message: ORDER_API_MESSAGES.found, ...(await this.queries.adminDetails(orderId)) };
  }

  @Post('orders/confirm')
  @HttpCode(200)
  async confirm(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(confirmOrderSchema)) dto: ConfirmOrderBody) {
    const order = await this.state.confirm(dto.orderId, dto.deliveryTime, staff.username);
    return { success: true, message: ORDER_API_MESSAGES.confirmed, order };
  }

  @Post('orders/print')
  @HttpCode(200)
  async print(@CurrentStaff() staff: StaffSession, @Body(new ContractBody(adminOrderRefSchema)) dto: AdminOrderRefBody) {
    await this.state.print(dto.orderId, staff.username);
    return { success: true, message: ORDER_API_MESSAGES.printed };
  }

  /** Who did what to the order and when, oldest first (the order dialog's history). */
  @Get('orders/:orderId/history')
  @Roles('owner', 'counter', 'kitchen')
  async history(@Param('orderId') rawId: string) {
    const orderId = parseOrderId(rawId);
    if (orderId === null) throw new BadRequestException(ORDER_API_MESSAGES.badOrderId);
    return { success: true, history: await this.orderHistory.list(orderId) };
  }

  /** docs/api.md#calls's dateFilter=total|today|custom&customDate=, plus week, month and range&from=&to=; page and pageSize for the list. */
  @Get('ordersOverview')
  async overview(@Query() query: OverviewQuery) {
    return { success: true, message: ORDER_API_MESSAGES.overviewLoaded, ...(await this.overviews.overview(query)) };
  }

  /** The same period's confirmed and completed orders as CSV for the accountant. */
  @Get('ordersOverview/csv')
  async overviewCsv(@Query() query: OverviewQuery, @Res({ passthrough: true }) res: Response) {
    const { fileName, content } = await this.overviews.csv(query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    return content;
  }
}
