import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { JwtAuthGuard } from '../admin/jwt-auth.guard';
import { AdminOrderRefDto, ConfirmOrderDto, UpdateOrderStatusDto } from './dto/admin-order.dto';
import { parseOrderId } from './order-id';
import { ORDER_API_MESSAGES } from './order.messages';
import { OrderOverviewService } from './order-overview.service';
import { OrderQueryService } from './order-query.service';
import { OrderStateService } from './order-state.service';

/** Staff's order calls (SPEC.md section 7), all behind the admin JWT. */
@Controller('admin')
@UseGuards(JwtAuthGuard)
export class AdminOrdersController {
  constructor(
    private readonly queries: OrderQueryService,
    private readonly state: OrderStateService,
    private readonly overviews: OrderOverviewService,
  ) {}

  @Get('orders')
  async board() {
    return { success: true, orders: await this.queries.board() };
  }

  @Put('orders/status')
  async updateStatus(@Body() dto: UpdateOrderStatusDto) {
    const order = await this.state.changeStatus(dto.orderId, dto.status, dto.deliveryTime);
    return { success: true, message: ORDER_API_MESSAGES.statusUpdated, order };
  }

  @Get('order-details/:orderId')
  async details(@Param('orderId') rawId: string) {
    const orderId = parseOrderId(rawId);
    if (orderId === null) throw new BadRequestException(ORDER_API_MESSAGES.badOrderId);
    return { success: true, message: ORDER_API_MESSAGES.found, ...(await this.queries.adminDetails(orderId)) };
  }

  @Post('orders/confirm')
  @HttpCode(200)
  async confirm(@Body() dto: ConfirmOrderDto) {
    const order = await this.state.confirm(dto.orderId, dto.deliveryTime);
    return { success: true, message: ORDER_API_MESSAGES.confirmed, order };
  }

  @Post('orders/print')
  @HttpCode(200)
  async print(@Body() dto: AdminOrderRefDto) {
    await this.state.markPrinted(dto.orderId);
    return { success: true, message: ORDER_API_MESSAGES.printed };
  }

  @Get('ordersOverview')
  async overview(@Query('dateFilter') dateFilter: unknown, @Query('customDate') customDate: unknown) {
    return { success: true, message: ORDER_API_MESSAGES.overviewLoaded, ...(await this.overviews.overview(dateFilter, customDate)) };
  }
}
