import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { DELIVERY_METHODS, ORDER_MESSAGES, isValidDateString, type DeliveryMethod } from '@pizzeria/domain';
import { BusyModeService } from '../settings/busy-mode.service';
import { Public } from '../staff/access.decorators';
import { KitchenCapacityService, type SlotAvailability } from './kitchen-capacity.service';

/** The checkout's view of the kitchen: which quarter hours are booked out and where "as soon as possible" lands. */
@Controller('slots')
export class KitchenSlotsController {
  constructor(
    private readonly capacity: KitchenCapacityService,
    private readonly busyMode: BusyModeService,
  ) {}

  @Public()
  @Get()
  async availability(@Query('date') date: unknown, @Query('deliveryMethod') method: unknown): Promise<{ success: true } & SlotAvailability> {
    if (!isValidDateString(date)) throw new BadRequestException(ORDER_MESSAGES.badDate);
    const deliveryMethod: DeliveryMethod = DELIVERY_METHODS.includes(method as DeliveryMethod) ? (method as DeliveryMethod) : 'abholung';
    return { success: true, ...(await this.capacity.availability(date, deliveryMethod, await this.busyMode.current())) };
  }
}
