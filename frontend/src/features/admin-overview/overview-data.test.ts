import type { OrdersOverview } from '@pizzeria/domain';
import { overviewQuery, readOverview } from './overview-data';

describe('readOverview', () => {
  const body: OrdersOverview = {
    orderStats: { ausstehend: 1, bestätigt: 2, abgeschlossen: 3, storniert: 0 },
    totalRevenue: 42.5,
    orders: [
      {
        id: 7,
        status: 'bestätigt',
        totalRevenue: 12.5,
        orderDate: '2026-11-20T17:00:00Z',
        orderDetails: [{ product_details: '[{"productName":"Cola","quantity":2}]' }],
      },
    ],
    series: [{ label: '2026-11-20', revenue: 12.5, orders: 1 }],
  };

  it('keeps counts and revenue and reads each order\'s cart lines', () => {
    const overview = readOverview(body);
    expect(overview.orderStats).toEqual(body.orderStats);
    expect(overview.totalRevenue).toBe(42.5);
    expect(overview.orders[0]).toMatchObject({ id: 7, status: 'bestätigt', totalRevenue: 12.5, orderDate: '2026-11-20T17:00:00Z' });
    expect(overview.orders[0].orderDetails).toEqual([{ productName: 'Cola', quantity: 2 }]);
  });

  it('shows days as German dates and leaves hours as they are', () => {
    expect(readOverview(body).series).toEqual([{ label: '20.11.2026', revenue: 12.5, orders: 1 }]);
    expect(readOverview({ ...body, series: [{ label: '18:00', revenue: 1, orders: 1 }] }).series[0].label).toBe('18:00');
  });
});

describe('overviewQuery', () => {
  it('adds the date only for a custom day', () => {
    expect(overviewQuery('today', '2026-11-20')).toBe('/admin/ordersOverview?dateFilter=today');
    expect(overviewQuery('custom', '2026-11-20')).toBe('/admin/ordersOverview?dateFilter=custom&customDate=2026-11-20');
  });
});
