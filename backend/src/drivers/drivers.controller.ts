import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { assignDriverBodySchema, type AssignDriverBody } from '@pizzeria/contract';
import { DRIVER_MESSAGES } from '@pizzeria/domain';
import type { StaffSession } from '../admin/admin-auth.service';
import { ContractBody } from '../common/contract-body.pipe';
import { parseOrderId } from '../orders/order-id';
import { ORDER_API_MESSAGES } from '../orders/order.messages';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { ServiceDayService } from '../settings/service-day.service';
import { DriverOrdersService } from './driver-orders.service';
import { SettlementsService } from './settlements.service';

function orderIdOf(raw: string): number {
  const orderId = parseOrderId(raw);
  if (orderId === null) throw new BadRequestException(ORDER_API_MESSAGES.badOrderId);
  return orderId;
}

/** The board assigns deliveries; the driver (or the counter for them) reports on its way and handed over. */
@Controller('admin')
export class DriversController {
  constructor(
    private readonly deliveries: DriverOrdersService,
    private readonly settlements: SettlementsService,
    private readonly serviceDay: ServiceDayService,
  ) {}

  /** The active drivers, for the board's choice on a delivery's card. */
  @Get('drivers')
  @Roles('owner', 'counter')
  async drivers() {
    return { success: true, drivers: await this.deliveries.activeDrivers() };
  }

  @Put('orders/:orderId/driver')
  @Roles('owner', 'counter')
  async assign(@CurrentStaff() staff: StaffSession, @Param('orderId') rawId: string, @Body(new ContractBody(assignDriverBodySchema)) body: AssignDriverBody) {
    const order = await this.deliveries.assign(orderIdOf(rawId), body.driverId, staff);
    return { success: true, message: body.driverId === null ? DRIVER_MESSAGES.unassigned : DRIVER_MESSAGES.assigned, order };
  }

  @Post('orders/:orderId/dispatch')
  @HttpCode(200)
  @Roles('owner', 'counter', 'driver')
  async dispatch(@CurrentStaff() staff: StaffSession, @Param('orderId') rawId: string) {
    return { success: true, message: DRIVER_MESSAGES.dispatched, order: await this.deliveries.dispatch(orderIdOf(rawId), staff) };
  }

  @Post('orders/:orderId/delivered')
  @HttpCode(200)
  @Roles('owner', 'counter', 'driver')
  async delivered(@CurrentStaff() staff: StaffSession, @Param('orderId') rawId: string) {
    return { success: true, message: DRIVER_MESSAGES.delivered, order: await this.deliveries.deliver(orderIdOf(rawId), staff) };
  }

  @Get('drivers/me/orders')
  @Roles('driver')
  async myOrders(@CurrentStaff() staff: StaffSession) {
    return { success: true, orders: await this.deliveries.openDeliveries(staff.id) };
  }

  /** The driver's own figures of the current service day (by the server's clock): what they collected, and whether it is settled. */
  @Get('drivers/me/settlement')
  @Roles('driver')
  async mySettlement(@CurrentStaff() staff: StaffSession) {
    const date = await this.serviceDay.current();
    return { success: true, date, settlement: await this.settlements.ofDriver({ id: staff.id, username: staff.username }, date) };
  }
}
