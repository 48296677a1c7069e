import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import type { StaffSession } from '../../admin/admin-auth.service';
import { CurrentStaff } from '../../staff/current-staff.decorator';
import { Roles } from '../../staff/access.decorators';
import { AdminVouchersService } from './admin-vouchers.service';
import { voucherBodySchema, type AdminVoucher, type VoucherBody } from '@pizzeria/contract';
import { ContractBody } from '../../common/contract-body.pipe';

function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw ?? '') || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new BadRequestException('Ungültige ID.');
  return Number(raw);
}

/** The owner's vouchers (percent or fixed, minimum order, validity, usage limit, active) with their usage counts. */
@Controller('admin/vouchers')
@Roles('owner')
export class AdminVouchersController {
  constructor(private readonly vouchers: AdminVouchersService) {}

  @Get()
  list(): Promise<AdminVoucher[]> {
    return this.vouchers.list();
  }

  @Post()
  create(@Body(new ContractBody(voucherBodySchema)) body: VoucherBody, @CurrentStaff() staff: StaffSession): Promise<AdminVoucher> {
    return this.vouchers.save(null, body, staff.username);
  }

  @Patch(':id')
  update(@Param('id') id: string, @Body(new ContractBody(voucherBodySchema)) body: VoucherBody, @CurrentStaff() staff: StaffSession): Promise<AdminVoucher> {
    return this.vouchers.save(parseId(id), body, staff.username);
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentStaff() staff: StaffSession): Promise<{ success: true }> {
    await this.vouchers.remove(parseId(id), staff.username);
    return { success: true };
  }
}
