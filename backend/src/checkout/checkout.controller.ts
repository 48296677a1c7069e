import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { fromCents, normalizeVoucherCode, toCents, voucherActiveMessage, type Clock } from '@pizzeria/domain';
import { CLOCK } from '../common/clock';
import { RateLimited } from '../common/rate-limit';
import { CheckoutService, type ValidationSuccess } from './checkout.service';
import { VoucherService } from './voucher.service';
import { Public } from '../staff/access.decorators';
import { applyVoucherSchema, validateCartSchema, type ApplyVoucherBody, type ValidateCartBody } from '@pizzeria/contract';
import { ContractBody } from '../common/contract-body.pipe';

export interface ApplyVoucherResponse {
  success: boolean;
  message: string;
  discountAmount: number;
}

@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly vouchers: VoucherService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Previews a voucher on the cart sum. An unknown, expired or not yet applicable code is an
   * ordinary answer (200 with success false), not an error: the cart just shows it as invalid.
   * Orders never trust this figure; they reprice the cart and the voucher again.
   * Rate limited per client address (VOUCHER_CHECKS_PER_MINUTE, shared with every other path that
   * looks a code up: the cart check and the orders), so codes cannot be guessed in bulk.
   */
  @Public()
  @Post('applyVoucher')
  @HttpCode(200)
  @RateLimited('voucher')
  async applyVoucher(@Body(new ContractBody(applyVoucherSchema)) dto: ApplyVoucherBody): Promise<ApplyVoucherResponse> {
    const code = normalizeVoucherCode(dto.voucherCode);
    const result = await this.vouchers.evaluate(code, toCents(dto.totalPrice), this.clock.now());
    if (!result.ok) return { success: false, message: result.message, discountAmount: 0 };
    return { success: true, message: voucherActiveMessage(code), discountAmount: fromCents(result.discountCents) };
  }

  @Public()
  @Post('validate')
  @HttpCode(200)
  @RateLimited('voucher')
  validate(@Body(new ContractBody(validateCartSchema)) dto: ValidateCartBody): Promise<ValidationSuccess> {
    return this.checkout.validate(dto, this.clock.now());
  }
}
