import request from 'supertest';
import { startFakePrinter, type FakePrinter } from '../../../../tools/fake-printer/fake-printer-server';
import { startOrderShop } from '../../../test/support/order-shop';
import { createStaff } from '../../../test/support/staff';
import type { TestApp } from '../../../test/support/test-app';
import { standardCart, submission } from '../../orders/testing/order-fixtures';

/**
 * The shop of the close-of-day specs. Its clock stands at Friday 20 November 2026, 18:30 Berlin;
 * the service day changes at 05:00 Berlin (04:00 UTC in November). Every order is the standard
 * cart of 21,90 € (18,00 € food at 7 %, 3,90 € drink at 19 %) but `voucher`'s, which PIZZA10
 * brings to 19,71 €. Orders are placed, confirmed, completed or cancelled through the API; the
 * instants they were completed or cancelled are then moved to the days the tests need.
 */
export const AT = {
  /** Wednesday 18, 19:00 Berlin: a phone order paid in cash. */
  phoneCash: { completed: '2026-11-18T18:00:00Z' },
  /** Thursday 19, 00:40 Berlin: still Wednesday's service. Paid with PayPal, with the voucher. */
  afterMidnight: { completed: '2026-11-18T23:40:00Z' },
  /** Wednesday 18, 20:00 Berlin: cancelled before it was ever completed. */
  cancelled: { cancelled: '2026-11-18T19:00:00Z' },
  /** Thursday 19, 05:10 Berlin: Thursday's service. */
  thursday: { completed: '2026-11-19T04:10:00Z' },
  /** Tuesday 17 and Monday 16, 20:00 Berlin. */
  tuesday: { completed: '2026-11-17T19:00:00Z' },
  monday: { completed: '2026-11-16T19:00:00Z' },
} as const;
export type OrderName = keyof typeof AT;

export interface DayShop {
  t: TestApp;
  printer: FakePrinter;
  ids: Record<OrderName, number>;
  tokens: { owner: string; counter: string; kitchen: string };
  call(method: 'get' | 'post' | 'put' | 'patch', path: string, token: string | null, body?: object): request.Test;
  close(): Promise<void>;
}

export async function startDayShop(): Promise<DayShop> {
  const printer = await startFakePrinter();
  const { t, menu } = await startOrderShop({ env: { PRINTER_URL: printer.url } });
  const owner = await t.login();
  const call = (method: 'get' | 'post' | 'put' | 'patch', path: string, token: string | null, body?: object) => {
    const req = request(t.baseUrl)[method](`/api${path}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return body === undefined ? req : req.send(body);
  };
  const ids = {} as Record<OrderName, number>;
  for (const name of Object.keys(AT) as OrderName[]) {
    const body = submission(standardCart(menu), name === 'afterMidnight' ? { discountCode: 'PIZZA10', discountAmount: 2.19 } : {});
    ids[name] = (await call('post', '/orders', null, body).expect(201)).body.orderId;
    if (name === 'cancelled') {
      await call('put', '/admin/orders/status', owner, { orderId: ids[name], status: 'storniert' }).expect(200);
      continue;
    }
    await call('post', '/admin/orders/confirm', owner, { orderId: ids[name], deliveryTime: '30 Min.' }).expect(200);
    await call('put', '/admin/orders/status', owner, { orderId: ids[name], status: 'abgeschlossen' }).expect(200);
  }
  for (const [name, at] of Object.entries(AT) as [OrderName, { completed?: string; cancelled?: string }][]) {
    await t.dataSource.query('UPDATE orders SET completed_at = coalesce($2, completed_at), cancelled_at = coalesce($3, cancelled_at) WHERE id = $1', [
      ids[name],
      at.completed ?? null,
      at.cancelled ?? null,
    ]);
  }
  // The order as the PayPal path stores it (paid, captured); the fake PayPal server is not needed for a day report.
  await t.dataSource.query(`UPDATE orders SET payment_method = 'paypal', payment_status = 'bezahlt' WHERE id = $1`, [ids.afterMidnight]);
  await t.dataSource.query(`UPDATE orders SET channel = 'telefon' WHERE id = $1`, [ids.phoneCash]);
  const counter = (await createStaff(t, 'theke', 'counter')).token;
  const kitchen = (await createStaff(t, 'kueche', 'kitchen')).token;
  return {
    t,
    printer,
    ids,
    tokens: { owner, counter, kitchen },
    call,
    close: async () => {
      await t.close();
      await printer.close();
    },
  };
}
