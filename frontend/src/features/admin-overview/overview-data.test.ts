import type { OrdersOverview } from '@pizzeria/domain';
import { isComplete, overviewCsvPath, overviewQuery, pageCount, readOverview, type PeriodChoice } from './overview-data';

describe('readOverview', () => {
  const body: OrdersOverview = {
    orderStats: { ausstehend: 1, bestätigt: 2, abgeschlossen: 3, storniert: 0 },
    totalRevenue: 42.5,
    pendingRevenue: 9.9,
    vat: [{ rate: 7, gross: 42.5, net: 39.72, vat: 2.78 }],
    days: { first: '2026-11-20', last: '2026-11-20' },
    orders: [
      {
        id: 7,
        status: 'bestätigt',
        totalRevenue: 12.5,
        orderDate: '2026-11-20T17:00:00Z',
        orderDetails: [{ product_details: '[{"productName":"Cola","quantity":2}]' }],
        customerName: 'Anna Berg',
        channel: 'telefon',
        deliveryMethod: 'lieferung',
        paymentMethod: 'cash',
        estimatedAt: null,
        desiredDeliveryDate: '2026-11-20',
        desiredDeliveryTime: '19:00',
      },
    ],
    ordersTotal: 1,
    page: 1,
    pageSize: 25,
    series: [{ label: '2026-11-20', revenue: 12.5, orders: 1 }],
    split: {
      byPayment: { cash: { orders: 3, revenue: 42.5 }, card: { orders: 0, revenue: 0 }, paypal: { orders: 0, revenue: 0 } },
      byChannel: { online: { orders: 3, revenue: 42.5 }, telefon: { orders: 0, revenue: 0 }, 'vor-ort': { orders: 0, revenue: 0 } },
      byMethod: { abholung: { orders: 1, revenue: 12.5 }, lieferung: { orders: 2, revenue: 30 } },
    },
    bestSellers: [],
  };

  it("keeps counts and revenue, reads each order's cart lines and the VAT in cents", () => {
    const overview = readOverview(body);
    expect(overview.orderStats).toEqual(body.orderStats);
    expect(overview).toMatchObject({ totalRevenue: 42.5, pendingRevenue: 9.9, ordersTotal: 1 });
    expect(overview.vat).toEqual([{ rate: 7, grossCents: 4250, netCents: 3972, vatCents: 278 }]);
    expect(overview.orders[0]).toMatchObject({ id: 7, status: 'bestätigt', totalRevenue: 12.5, customerName: 'Anna Berg' });
    expect(overview.orders[0].orderDetails).toEqual([{ productName: 'Cola', quantity: 2 }]);
  });

  it('shows days as German dates and leaves hours as they are', () => {
    expect(readOverview(body).series).toEqual([{ label: '20.11.2026', revenue: 12.5, orders: 1 }]);
    expect(readOverview({ ...body, series: [{ label: '18:00', revenue: 1, orders: 1 }] }).series[0].label).toBe('18:00');
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ ordersTotal: 0, pageSize: 25 })).toBe(1);
    expect(pageCount({ ordersTotal: 26, pageSize: 25 })).toBe(2);
  });
});

describe('period queries', () => {
  const choice = (over: Partial<PeriodChoice>): PeriodChoice => ({ filter: 'today', customDate: '2026-11-20', from: '2026-11-01', to: '2026-11-15', ...over });

  it('sends only the dates the filter needs, with the page', () => {
    expect(overviewQuery(choice({}))).toBe('/admin/ordersOverview?dateFilter=today&page=1&pageSize=25');
    expect(overviewQuery(choice({ filter: 'custom' }), 2)).toBe('/admin/ordersOverview?dateFilter=custom&customDate=2026-11-20&page=2&pageSize=25');
    expect(overviewQuery(choice({ filter: 'range' }))).toBe('/admin/ordersOverview?dateFilter=range&from=2026-11-01&to=2026-11-15&page=1&pageSize=25');
    expect(overviewCsvPath(choice({ filter: 'week' }))).toBe('/admin/ordersOverview/csv?dateFilter=week');
  });

  it('waits for a complete period: a day needs its date, a range both ends in order', () => {
    expect(isComplete(choice({ filter: 'custom', customDate: '' }))).toBe(false);
    expect(isComplete(choice({ filter: 'range', to: '' }))).toBe(false);
    expect(isComplete(choice({ filter: 'range', from: '2026-11-16' }))).toBe(false);
    expect(isComplete(choice({ filter: 'range' }))).toBe(true);
    expect(isComplete(choice({ filter: 'month', customDate: '' }))).toBe(true);
  });
});
