import { dayFigures, type DayOrder } from './day-figures';

const order = (over: Partial<DayOrder>): DayOrder => ({
  id: 1,
  channel: 'online',
  paymentMethod: 'cash',
  deliveryMethod: 'abholung',
  totalCents: 2190,
  discountCents: 0,
  deliveryFeeCents: 0,
  lines: [
    { grossCents: 1800, vatRate: 7 },
    { grossCents: 390, vatRate: 19 },
  ],
  deposits: [],
  soldThatDay: true,
  refundedThatDay: false,
  cancelledThatDay: false,
  ...over,
});

describe('dayFigures', () => {
  it('books each payment method and rate once, with the delivery fee and deposits in the VAT and the refunds apart', () => {
    const figures = dayFigures([
      order({ id: 1 }),
      // Delivery fee 2,00 € shared by the goods' rates (18,00 : 3,90), a 0,25 € deposit at 19 %.
      order({ id: 2, paymentMethod: 'paypal', channel: 'telefon', totalCents: 2415, deliveryFeeCents: 200, deposits: [{ grossCents: 25, vatRate: 19 }] }),
      order({ id: 3, soldThatDay: false, refundedThatDay: true }),
      order({ id: 4, soldThatDay: false, cancelledThatDay: true, totalCents: 990 }),
    ]);
    expect(figures.report).toMatchObject({
      orders: { count: 2, byChannel: { online: 1, telefon: 1, 'vor-ort': 0 } },
      gross: 46.05,
      byPayment: { cash: 21.9, card: 0, paypal: 24.15 },
      refunds: { count: 1, amount: 21.9 },
      cancelled: { count: 1, amount: 9.9 },
      cashExpected: 0,
    });
    expect(figures.report.vat.reduce((sum, v) => sum + Math.round(v.gross * 100), 0)).toBe(4605);
    expect(figures.bookings).toEqual([
      { payment: 'cash', rate: 7, salesCents: 1800, refundsCents: 1800 },
      { payment: 'cash', rate: 19, salesCents: 390, refundsCents: 390 },
      { payment: 'paypal', rate: 7, salesCents: 1800 + 164, refundsCents: 0 },
      { payment: 'paypal', rate: 19, salesCents: 390 + 36 + 25, refundsCents: 0 },
    ]);
    const booked = figures.bookings.reduce((sum, b) => sum + b.salesCents, 0);
    expect(booked).toBe(4605);
  });

  it('a day without orders is all zeros', () => {
    expect(dayFigures([])).toMatchObject({ report: { gross: 0, net: 0, vat: [], cashExpected: 0 }, bookings: [] });
  });
});
