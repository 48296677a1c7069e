import type { OrderRecord, OrdersByStatus } from '@pizzeria/domain';
import { Client } from 'pg';
import request from 'supertest';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { standardCart, submission, type Menu } from './testing/order-fixtures';

const ids = (orders: OrdersByStatus) =>
  Object.values(orders)
    .flat()
    .map((o: OrderRecord) => o.order_id)
    .sort((a, b) => a - b);

describe('the board poll answers only what changed', () => {
  let t: TestApp;
  let menu: Menu;
  let token: string;

  beforeAll(async () => {
    ({ t, menu } = await startOrderShop());
    token = await t.login();
  });
  afterAll(() => t.close());

  const api = () => request(t.baseUrl);
  const auth = () => ({ Authorization: `Bearer ${token}` });
  const place = async (): Promise<number> =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu)))
        .expect(201)
    ).body.orderId;
  const board = () => api().get('/api/admin/orders').set(auth());

  it('a strong ETag: 304 for the current version only, and the next change is a 200 with it', async () => {
    await place();
    const first = await board().expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"\d+\.\d+\.[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await board().set('If-None-Match', etag).expect(304);
    expect(unchanged.text).toBe('');

    const newId = await place();
    const changed = await board().set('If-None-Match', etag).expect(200);
    expect(ids(changed.body.orders)).toContain(newId);
    expect(changed.body.success).toBe(true);
    expect(changed.headers.etag).not.toBe(etag);
    await board().set('If-None-Match', changed.headers.etag).expect(304);
    await board().set('If-None-Match', '"nonsense"').expect(200);
  });

  it('a status change makes the old ETag stale', async () => {
    const id = await place();
    const before = await board().expect(200);
    await api().put('/api/admin/orders/status').set(auth()).send({ orderId: id, status: 'storniert' }).expect(200);
    const after = await board().set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.orders.storniert.map((o: OrderRecord) => o.order_id)).toContain(id);
  });

  it('?since=<cursor> answers just the orders written since, in the same grouped shape', async () => {
    const full = await board().expect(200);
    expect(full.body.changesOnly).toBe(false);
    const nothing = await board().query({ since: full.body.cursor }).expect(200);
    expect(nothing.body).toMatchObject({ success: true, changesOnly: true });
    // PostgreSQL's xmin is shared by every database of the server, so a transaction elsewhere may
    // hold the cursor back: then orders are sent again, unchanged (never one missed).
    const fullById = new Map(
      Object.values(full.body.orders as OrdersByStatus)
        .flat()
        .map((o) => [o.order_id, o]),
    );
    for (const again of Object.values(nothing.body.orders as OrdersByStatus).flat()) expect(again).toEqual(fullById.get(again.order_id));

    const newId = await place();
    const [oldId] = ids(full.body.orders);
    await api().post('/api/admin/orders/confirm').set(auth()).send({ orderId: oldId, deliveryTime: '30 Min.' }).expect(200);
    const delta = await board().query({ since: nothing.body.cursor }).expect(200);
    expect(delta.body.changesOnly).toBe(true);
    expect(ids(delta.body.orders)).toEqual(expect.arrayContaining([oldId, newId]));
    expect(delta.body.orders['bestätigt'].find((o: OrderRecord) => o.order_id === oldId).delivery_time).toBe('30 Min.');
  });

  it('a cursor it did not hand out gets the full board', async () => {
    const full = await board().expect(200);
    for (const since of ['garbage', '1.2', '']) {
      const res = await board().query({ since }).expect(200);
      expect(res.body.changesOnly).toBe(false);
      expect(ids(res.body.orders)).toEqual(ids(full.body.orders));
    }
  });

  it('a change committed after a later one is still reported (the cursor never skips a slow transaction)', async () => {
    const slowId = await place();
    const slow = new Client({ connectionString: t.databaseUrl });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`UPDATE orders SET message_to_chef = 'Extra scharf' WHERE id = $1`, [slowId]);
      const fastId = await place();
      const poll = await board().expect(200);
      expect(ids(poll.body.orders)).toContain(fastId);
      await slow.query('COMMIT');
      const next = await board().query({ since: poll.body.cursor }).expect(200);
      expect(next.body.changesOnly).toBe(true);
      const changed = Object.values(next.body.orders as OrdersByStatus)
        .flat()
        .find((o) => o.order_id === slowId);
      expect(changed?.messageToChef).toBe('Extra scharf');
      await board().set('If-None-Match', poll.headers.etag).expect(200);
    } finally {
      await slow.end();
    }
  });
});
