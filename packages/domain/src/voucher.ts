import type { Cents } from './money';

export interface VoucherRule {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1..100) for 'percent', cents for 'fixed'. */
  value: number;
  minOrderCents: Cents;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
}

export const VOUCHER_CODE_MAX_LENGTH = 10;
export const VOUCHER_INVALID_MESSAGE = 'Gutschein ungültig oder abgelaufen';
export const voucherActiveMessage = (code: string): string => `Gutschein ${code} aktiv`;
/** How long the cart waits after the last keystroke before asking the server about a code. */
export const VOUCHER_DEBOUNCE_MS = 800;

/** Codes are compared case-insensitively and without surrounding blanks. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export type VoucherResult = { ok: true; discountCents: Cents } | { ok: false; message: string };

/** The discount a voucher gives on a subtotal at a moment; never more than the subtotal. */
export function voucherDiscount(voucher: VoucherRule | null, subtotalCents: Cents, now: Date): VoucherResult {
  const invalid = { ok: false as const, message: VOUCHER_INVALID_MESSAGE };
  if (!voucher || !voucher.active || subtotalCents <= 0) return invalid;
  if (voucher.validFrom && now < voucher.validFrom) return invalid;
  if (voucher.validUntil && now > voucher.validUntil) return invalid;
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return invalid;
  if (subtotalCents < voucher.minOrderCents) {
    return { ok: false, message: `Gutschein erst ab ${(voucher.minOrderCents / 100).toFixed(2).replace('.', ',')} € Bestellwert gültig` };
  }
  const raw = voucher.kind === 'percent' ? Math.round((subtotalCents * voucher.value) / 100) : voucher.value;
  return { ok: true, discountCents: Math.min(raw, subtotalCents) };
}
