import { buildDirectCartItem, type Product } from './cart';
import { cartDepositCents, deliveryFeeNote, depositNote, orderSumCents, orderTotalCents } from './charges';
import { buildPricingCatalog, priceCart } from './pricing';
import { DEFAULT_BEHAVIOUR } from './catalog-rules';
import { vatBreakdown } from './vat';

const can: Product = {
  productsID: 76,
  productsName: 'Red Bull 0,25 l',
  productsDescription: 'Dose',
  normal_size_price: 3,
  category_id: 7,
  category_name: 'Alkoholfreie Getränke',
  ...DEFAULT_BEHAVIOUR,
  addDirectly: true,
  deposit: 0.25,
};
const catalog = buildPricingCatalog({ products: [can], variants: [], extras: [], dressings: [], dips: [] });

describe('deposit and delivery fee', () => {
  it('a line carries its product’s deposit per unit, charged per unit beside its price', () => {
    const line = { ...buildDirectCartItem(can), quantity: 3, totalPrice: 9 };
    expect(line.deposit).toBe(0.25);
    expect(cartDepositCents([line])).toBe(75);
    const priced = priceCart([{ ...line, deposit: 0 }], catalog);
    // The browser's deposit is ignored like its prices: the catalog's counts.
    expect(priced).toMatchObject({ ok: true, subtotalCents: 900, depositCents: 75 });
    expect(buildDirectCartItem({ ...can, deposit: undefined })).not.toHaveProperty('deposit');
  });

  it('the sum adds deposit and fee to the goods; a voucher lowers only the goods', () => {
    const charges = { subtotalCents: 2400, depositCents: 50, deliveryFeeCents: 250, discountCents: 240 };
    expect(orderSumCents(charges)).toBe(2700);
    expect(orderTotalCents(charges)).toBe(2460);
    // A voucher worth more than the goods leaves deposit and fee to pay.
    expect(orderTotalCents({ ...charges, discountCents: 5000 })).toBe(300);
  });

  it('says "zzgl. … Pfand" and "Lieferung kostenlos" only where they apply', () => {
    expect(depositNote(25)).toBe('zzgl. 0,25\u00a0€ Pfand');
    expect(depositNote(0)).toBe('');
    expect(deliveryFeeNote(0)).toBe('Lieferung kostenlos');
    expect(deliveryFeeNote(250)).toBe('Liefergebühr 2,50\u00a0€');
  });
});

describe('VAT of deposit and delivery fee', () => {
  const goods = [
    { grossCents: 1800, vatRate: 7 },
    { grossCents: 600, vatRate: 19 },
  ];

  it('taxes the deposit at its drink’s rate and splits the fee in proportion to the goods’ rates', () => {
    const parts = vatBreakdown(goods, 0, { deposits: [{ grossCents: 50, vatRate: 19 }], deliveryFeeCents: 250 });
    // 250 × 18/24 = 187,5 and 250 × 6/24 = 62,5: the odd cent to the higher rate.
    expect(parts).toEqual([
      { rate: 7, grossCents: 1987, netCents: 1857, vatCents: 130 },
      { rate: 19, grossCents: 713, netCents: 599, vatCents: 114 },
    ]);
  });

  it('splits the fee by the goods after the voucher, and adds up to the total', () => {
    const parts = vatBreakdown(goods, 600, { deliveryFeeCents: 300 });
    expect(parts.reduce((sum, p) => sum + p.grossCents, 0)).toBe(2400 - 600 + 300);
    // Goods after the voucher 1350 : 450, the fee 225 : 75.
    expect(parts.map((p) => p.grossCents)).toEqual([1575, 525]);
  });

  it('a voucher paying all goods leaves the fee split as the goods were; free goods leave it at 7 %', () => {
    expect(vatBreakdown(goods, 2400, { deliveryFeeCents: 240 }).map((p) => p.grossCents)).toEqual([180, 60]);
    expect(vatBreakdown([{ grossCents: 0, vatRate: 19 }], 0, { deliveryFeeCents: 200 })).toEqual([
      { rate: 7, grossCents: 200, netCents: 187, vatCents: 13 },
      { rate: 19, grossCents: 0, netCents: 0, vatCents: 0 },
    ]);
  });
});
