import { useEffect, useRef } from 'react';
import { VOUCHER_DEBOUNCE_MS, VOUCHER_INVALID_MESSAGE, fromCents, normalizeVoucherCode, voucherActiveMessage, type Cents } from '@pizzeria/domain';
import { ApiError, api } from '../lib/api-client';
import type { VoucherStatus } from './cart-storage';

interface ApplyVoucherResponse {
  success?: boolean;
  discountAmount?: number;
  message?: string;
}

export interface VoucherOutcome {
  voucherStatus: VoucherStatus;
  discountAmount: number;
  /** The server's reason for a refusal ('Gutschein erst ab 20,00 € Bestellwert gültig', too many tries); '' for none. */
  voucherMessage: string;
}

/** Nothing the server has confirmed: no message, no discount. */
export const NO_VOUCHER: VoucherOutcome = { voucherStatus: '', discountAmount: 0, voucherMessage: '' };

/** What the cart and the checkout say about an entered code: the texts of docs/ordering.md#vouchers, or the server's reason for a refusal. */
export function voucherNotice(code: string, status: VoucherStatus, reason: string): string {
  if (!code.trim()) return '';
  if (status === 'valid') return voucherActiveMessage(normalizeVoucherCode(code));
  return status === 'invalid' ? reason || VOUCHER_INVALID_MESSAGE : '';
}

const reasonOf = (body: unknown): string => {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
};

/**
 * Asks the server about the entered code. A typed code is asked once typing has paused for
 * VOUCHER_DEBOUNCE_MS (the cart has already dropped the old code's status by then). When only the
 * cart sum changes, or the page opens with a stored code, the code is asked again at once, so the
 * discount never belongs to another sum. An empty cart has no discount. Only the newest answer
 * counts, so a slow reply cannot overwrite it.
 */
export function useVoucherCheck(discountCode: string, subtotalCents: Cents, onResult: (outcome: VoucherOutcome) => void): void {
  const code = discountCode.trim();
  const latest = useRef(0);
  // The code of the previous run; null before the first, so a stored code is checked without waiting.
  const previousCode = useRef<string | null>(null);
  const report = useRef(onResult);
  report.current = onResult;

  useEffect(() => {
    const request = ++latest.current;
    const typed = previousCode.current !== null && previousCode.current !== code;
    previousCode.current = code;
    // No code: the cart resets the status itself (to empty, or to invalid when it is cleared).
    if (!code) return;
    if (subtotalCents <= 0) {
      report.current(NO_VOUCHER);
      return;
    }
    const timer = setTimeout(
      async () => {
        let outcome: VoucherOutcome = { voucherStatus: 'invalid', discountAmount: 0, voucherMessage: '' };
        try {
          const body = await api.post<ApplyVoucherResponse>('/checkout/applyVoucher', {
            voucherCode: code,
            totalPrice: fromCents(subtotalCents),
          });
          if (body?.success && typeof body.discountAmount === 'number') {
            outcome = { voucherStatus: 'valid', discountAmount: body.discountAmount, voucherMessage: '' };
          } else outcome.voucherMessage = reasonOf(body);
        } catch (error) {
          // Too many tries (429) says so; other failures keep the plain 'invalid' of docs/ordering.md#vouchers.
          if (error instanceof ApiError && error.status === 429) outcome.voucherMessage = reasonOf(error.body);
          console.warn('Gutschein konnte nicht geprüft werden.', error);
        }
        if (request === latest.current) report.current(outcome);
      },
      typed ? VOUCHER_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [code, subtotalCents]);
}
