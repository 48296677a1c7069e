import { Controller, Delete, Get, Param, Query } from '@nestjs/common';
import type { StaffSession } from '../admin/admin-auth.service';
import { Roles } from '../staff/access.decorators';
import { CurrentStaff } from '../staff/current-staff.decorator';
import { CustomerDirectoryService } from './customer-directory.service';
import { CustomerErasureService } from './customer-erasure.service';

/** Known customers for order entry, and erasing one (docs/counter.md#known-customers, docs/counter.md#customer-data-dsgvo). */
@Controller('admin/customers')
export class CustomersController {
  constructor(
    private readonly directory: CustomerDirectoryService,
    private readonly erasure: CustomerErasureService,
  ) {}

  /** `?q=` phone digits (at least 3) or a name: at most 20 customers, newest first. */
  @Get()
  @Roles('owner', 'counter')
  async search(@Query('q') q: unknown) {
    return { success: true, customers: await this.directory.search(q) };
  }

  /** Anonymises every order of the phone number (the owner's, on the customer's request). */
  @Delete(':phone')
  @Roles('owner')
  async erase(@CurrentStaff() staff: StaffSession, @Param('phone') phone: string) {
    return { success: true, anonymised: await this.erasure.erase(phone, staff.username) };
  }
}
