import { useEffect, useRef } from 'react';
import { VOUCHER_DEBOUNCE_MS, fromCents, type Cents } from '@pizzeria/domain';
import { api } from '../../lib/api-client';
import type { VoucherStatus } from './cart-storage';

interface ApplyVoucherResponse {
  success?: boolean;
  discountAmount?: number;
}

export interface VoucherOutcome {
  voucherStatus: VoucherStatus;
  discountAmount: number;
}

/**
 * Asks the server about the entered code once typing has paused for VOUCHER_DEBOUNCE_MS, and again
 * whenever the cart sum changes. Only the newest answer counts, so a slow reply cannot overwrite it.
 */
export function useVoucherCheck(discountCode: string, subtotalCents: Cents, onResult: (outcome: VoucherOutcome) => void): void {
  const latest = useRef(0);
  const report = useRef(onResult);
  report.current = onResult;

  useEffect(() => {
    const request = ++latest.current;
    const code = discountCode.trim();
    if (!code) {
      report.current({ voucherStatus: '', discountAmount: 0 });
      return;
    }
    if (subtotalCents <= 0) return;
    const timer = setTimeout(async () => {
      let outcome: VoucherOutcome = { voucherStatus: 'invalid', discountAmount: 0 };
      try {
        const body = await api.post<ApplyVoucherResponse>('/checkout/applyVoucher', {
          voucherCode: code,
          totalPrice: fromCents(subtotalCents),
        });
        if (body?.success && typeof body.discountAmount === 'number') {
          outcome = { voucherStatus: 'valid', discountAmount: body.discountAmount };
        }
      } catch (error) {
        console.warn('Gutschein konnte nicht geprüft werden.', error);
      }
      if (request === latest.current) report.current(outcome);
    }, VOUCHER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [discountCode, subtotalCents]);
}
