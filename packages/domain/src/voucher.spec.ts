import { normalizeVoucherCode, voucherDiscount, type VoucherRule } from './voucher';

const now = new Date('2026-11-20T17:30:00Z');
const rule = (over: Partial<VoucherRule> = {}): VoucherRule => ({
  code: 'PIZZA10',
  kind: 'percent',
  value: 10,
  minOrderCents: 1500,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  usedCount: 0,
  active: true,
  ...over,
});

describe('vouchers', () => {
  it('gives a percentage rounded to the cent', () => {
    expect(voucherDiscount(rule(), 2345, now)).toEqual({ ok: true, discountCents: 235 });
  });

  it('gives a fixed amount but never more than the subtotal', () => {
    expect(voucherDiscount(rule({ kind: 'fixed', value: 300, minOrderCents: 0 }), 250, now)).toEqual({ ok: true, discountCents: 250 });
  });

  it('refuses inactive, expired, not yet valid and used-up vouchers', () => {
    const invalid = { ok: false, message: 'Gutschein ungültig oder abgelaufen' };
    expect(voucherDiscount(null, 2000, now)).toEqual(invalid);
    expect(voucherDiscount(rule({ active: false }), 2000, now)).toEqual(invalid);
    expect(voucherDiscount(rule({ validUntil: new Date('2026-11-20T17:00:00Z') }), 2000, now)).toEqual(invalid);
    expect(voucherDiscount(rule({ validFrom: new Date('2026-11-21T00:00:00Z') }), 2000, now)).toEqual(invalid);
    expect(voucherDiscount(rule({ usageLimit: 5, usedCount: 5 }), 2000, now)).toEqual(invalid);
    expect(voucherDiscount(rule(), 0, now)).toEqual(invalid);
  });

  it('explains a minimum order value', () => {
    expect(voucherDiscount(rule(), 1499, now)).toEqual({ ok: false, message: 'Gutschein erst ab 15,00 € Bestellwert gültig' });
  });

  it('normalises codes', () => {
    expect(normalizeVoucherCode('  pizza10 ')).toBe('PIZZA10');
  });
});
