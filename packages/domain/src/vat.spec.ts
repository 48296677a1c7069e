import { fromVatShares, sumVatParts, toVatShares, vatBreakdown, vatInGross, vatLabel, vatRow, type VatPart } from './vat';

const total = (parts: VatPart[]) => parts.reduce((sum, p) => sum + p.grossCents, 0);

describe('vatInGross', () => {
  it('takes the VAT out of a gross amount, rounding half up to the cent', () => {
    expect(vatInGross(1070, 7)).toBe(70);
    expect(vatInGross(1190, 19)).toBe(190);
    // 950 * 7 / 107 = 62.149… → 62; 750 * 19 / 119 = 119.747… → 120
    expect(vatInGross(950, 7)).toBe(62);
    expect(vatInGross(750, 19)).toBe(120);
    // 23 * 19 / 119 = 3.672… → 4; 1 cent at 100 % holds exactly half a cent, which rounds up
    expect(vatInGross(23, 19)).toBe(4);
    expect(vatInGross(1, 100)).toBe(1);
    expect(vatInGross(0, 19)).toBe(0);
  });
});

describe('vatBreakdown', () => {
  it('groups lines per rate, ordered by rate, with net + VAT = gross', () => {
    const parts = vatBreakdown([
      { grossCents: 950, vatRate: 7 },
      { grossCents: 350, vatRate: 19 },
      { grossCents: 820, vatRate: 7 },
    ]);
    expect(parts).toEqual([
      { rate: 7, grossCents: 1770, netCents: 1654, vatCents: 116 },
      { rate: 19, grossCents: 350, netCents: 294, vatCents: 56 },
    ]);
  });

  it('lowers both rates in proportion to their gross when a voucher applies', () => {
    // 3000 food + 1000 drinks, 10 % off = 400: 300 from food, 100 from drinks.
    const parts = vatBreakdown(
      [
        { grossCents: 3000, vatRate: 7 },
        { grossCents: 1000, vatRate: 19 },
      ],
      400,
    );
    expect(parts.map((p) => [p.rate, p.grossCents])).toEqual([
      [7, 2700],
      [19, 900],
    ]);
    expect(parts[0].vatCents).toBe(177); // 2700 * 7 / 107 = 176.6
    expect(parts[1].vatCents).toBe(144); // 900 * 19 / 119 = 143.7
  });

  it('hands leftover cents to the largest remainders so the parts add up to the total exactly', () => {
    // 100 off 333 + 333 + 334 cannot split evenly: 33.3 / 33.3 / 33.4.
    const lines = [
      { grossCents: 333, vatRate: 7 },
      { grossCents: 333, vatRate: 19 },
      { grossCents: 334, vatRate: 0 },
    ];
    const parts = vatBreakdown(lines, 100);
    expect(total(parts)).toBe(900);
    expect(parts.map((p) => p.grossCents)).toEqual([300, 300, 300]);
    for (const p of parts) expect(p.netCents + p.vatCents).toBe(p.grossCents);
  });

  it('breaks a tie of remainders towards the higher rate, deterministically', () => {
    const parts = vatBreakdown(
      [
        { grossCents: 500, vatRate: 7 },
        { grossCents: 500, vatRate: 19 },
      ],
      1,
    );
    expect(parts.map((p) => p.grossCents)).toEqual([500, 499]);
  });

  it('keeps the parts exact for many odd amounts and discounts', () => {
    for (let food = 0; food <= 2000; food += 137) {
      for (const drinks of [0, 1, 99, 250, 1999]) {
        for (const discount of [0, 1, 7, 333, 500]) {
          const parts = vatBreakdown(
            [
              { grossCents: food, vatRate: 7 },
              { grossCents: drinks, vatRate: 19 },
            ],
            discount,
          );
          expect(total(parts)).toBe(Math.max(food + drinks - discount, 0));
          for (const p of parts) {
            expect(p.grossCents).toBeGreaterThanOrEqual(0);
            expect(p.netCents + p.vatCents).toBe(p.grossCents);
          }
        }
      }
    }
  });

  it('never discounts below zero and copes with an empty order', () => {
    expect(vatBreakdown([{ grossCents: 500, vatRate: 19 }], 900)).toEqual([{ rate: 19, grossCents: 0, netCents: 0, vatCents: 0 }]);
    expect(vatBreakdown([], 100)).toEqual([]);
    expect(vatBreakdown([{ grossCents: 0, vatRate: 7 }], 50)).toEqual([{ rate: 7, grossCents: 0, netCents: 0, vatCents: 0 }]);
  });
});

describe('sums and wire format', () => {
  it('adds breakdowns per rate', () => {
    const a = vatBreakdown([{ grossCents: 1070, vatRate: 7 }]);
    const b = vatBreakdown([
      { grossCents: 1070, vatRate: 7 },
      { grossCents: 1190, vatRate: 19 },
    ]);
    expect(sumVatParts([a, b])).toEqual([
      { rate: 7, grossCents: 2140, netCents: 2000, vatCents: 140 },
      { rate: 19, grossCents: 1190, netCents: 1000, vatCents: 190 },
    ]);
  });

  it('carries EUR on the wire and reads it back to cents', () => {
    const parts = vatBreakdown([{ grossCents: 1999, vatRate: 19 }]);
    const shares = toVatShares(parts);
    expect(shares).toEqual([{ rate: 19, gross: 19.99, net: 16.8, vat: 3.19 }]);
    expect(fromVatShares(shares)).toEqual(parts);
    expect(vatLabel(7)).toBe('enthaltene MwSt. 7 %');
    expect(vatRow(parts[0])).toEqual(['enthaltene MwSt. 19 % (netto 16,80\u00a0€)', '3,19\u00a0€']);
  });
});
