import type { DayReport } from '@pizzeria/domain';
import { zReportRows } from './z-report-ticket';

const report: DayReport = {
  date: '2026-11-20',
  closed: null,
  orders: { count: 1, byChannel: { online: 1, telefon: 0, 'vor-ort': 0 } },
  gross: 10,
  net: 9.35,
  vat: [{ rate: 7, gross: 10, net: 9.35, vat: 0.65 }],
  byPayment: { cash: 10, card: 0, paypal: 0 },
  discounts: 0,
  refunds: { count: 0, amount: 0 },
  cancelled: { count: 0, amount: 0 },
  cashExpected: 10,
  cashCounted: 5.6,
  cashDifference: -4.4,
};

describe('Z report rows', () => {
  it('prints a shortfall with the hyphen the receipt printer has, not the screen’s minus sign', () => {
    expect(zReportRows(report)).toContainEqual(['Differenz', '-4,40 €']);
  });
});
