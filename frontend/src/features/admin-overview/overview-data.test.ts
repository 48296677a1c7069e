import { deriveSeries, overviewQuery, readOverview, type OverviewOrder } from './overview-data';

const order = (id: number, orderDate: string, totalRevenue: number, status: OverviewOrder['status'] = 'abgeschlossen'): OverviewOrder => ({
  id,
  status,
  totalRevenue,
  orderDate,
  orderDetails: [],
});

describe('readOverview', () => {
  it('reads counts given per status, the revenue and the orders', () => {
    const overview = readOverview(
      {
        success: true,
        orderStats: { ausstehend: 1, bestätigt: 2, abgeschlossen: 3, storniert: 0 },
        totalRevenue: 42.5,
        orders: [{ id: 7, status: 'bestätigt', totalRevenue: 12.5, orderDate: '2026-11-20T17:00:00Z', orderDetails: '[{"productName":"Cola","quantity":2}]' }],
      },
      'today',
    );
    expect(overview.orderStats).toEqual({ ausstehend: 1, bestätigt: 2, abgeschlossen: 3, storniert: 0 });
    expect(overview.totalRevenue).toBe(42.5);
    expect(overview.orders[0]).toMatchObject({ id: 7, status: 'bestätigt', totalRevenue: 12.5 });
    expect(overview.orders[0].orderDetails[0]).toMatchObject({ productName: 'Cola', quantity: 2 });
    expect(overview.series).toEqual([{ label: '18:00', revenue: 12.5, orders: 1 }]);
  });

  it('reads counts given as a list and keeps a series the server sent', () => {
    const overview = readOverview(
      { orderStats: [{ status: 'storniert', count: 4 }], totalRevenue: 0, orders: [], series: [{ label: '2026-11-20', revenue: 1, orders: 2 }] },
      'total',
    );
    expect(overview.orderStats.storniert).toBe(4);
    expect(overview.orderStats.ausstehend).toBe(0);
    expect(overview.series).toEqual([{ label: '20.11.2026', revenue: 1, orders: 2 }]);
  });
});

describe('deriveSeries', () => {
  const orders = [
    order(1, '2026-11-20T17:10:00Z', 10.1),
    order(2, '2026-11-20T17:50:00Z', 20.2),
    order(3, '2026-11-20T19:05:00Z', 5),
    order(4, '2026-11-20T19:06:00Z', 99, 'storniert'),
    order(5, '2026-11-18T22:30:00Z', 7),
  ];

  it('buckets one day by the shop’s hours, without cancelled orders, summing in cents', () => {
    expect(deriveSeries(orders.slice(0, 4), 'today')).toEqual([
      { label: '18:00', revenue: 30.3, orders: 2 },
      { label: '20:00', revenue: 5, orders: 1 },
    ]);
  });

  it('buckets the whole history by the shop’s days', () => {
    expect(deriveSeries(orders, 'total')).toEqual([
      { label: '18.11.2026', revenue: 7, orders: 1 },
      { label: '20.11.2026', revenue: 35.3, orders: 3 },
    ]);
  });
});

describe('overviewQuery', () => {
  it('adds the date only for a custom day', () => {
    expect(overviewQuery('today', '2026-11-20')).toBe('/admin/ordersOverview?dateFilter=today');
    expect(overviewQuery('custom', '2026-11-20')).toBe('/admin/ordersOverview?dateFilter=custom&customDate=2026-11-20');
  });
});
