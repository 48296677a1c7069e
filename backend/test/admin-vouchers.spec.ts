import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';

const NOW = '2026-11-20T18:00:00.000Z';

describe('admin voucher calls', () => {
  let t: TestApp;
  let token: string;
  const api = () => request(t.baseUrl);
  const auth = (r: request.Test) => r.set('Authorization', `Bearer ${token}`);
  const apply = (voucherCode: string, totalPrice: number) => api().post('/api/checkout/applyVoucher').send({ voucherCode, totalPrice });
  const counts = async () => (await t.dataSource.query(`SELECT (SELECT COUNT(*) FROM vouchers)::int AS v, (SELECT COUNT(*) FROM audit_log)::int AS a`))[0];

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    token = await t.login();
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/admin/vouchers'],
    ['post', '/api/admin/vouchers'],
    ['patch', '/api/admin/vouchers/1'],
    ['delete', '/api/admin/vouchers/1'],
  ] as const)('%s %s answers 401 without a token', async (method, path) => {
    expect((await api()[method](path).send({})).status).toBe(401);
  });

  it('creates a percent voucher that works at once, shows how often it was used, and logs the change', async () => {
    const before = await counts();
    const created = await auth(api().post('/api/admin/vouchers'))
      .send({ code: 'sommer15', kind: 'percent', value: 15, minOrderValue: 20, validFrom: '2026-11-01', validUntil: '2026-11-30', usageLimit: 50 })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      code: 'SOMMER15',
      kind: 'percent',
      value: 15,
      minOrderValue: 20,
      validFrom: '2026-11-01',
      validUntil: '2026-11-30',
      usageLimit: 50,
      usedCount: 0,
      active: true,
    });
    expect((await apply('SOMMER15', 40).expect(200)).body).toMatchObject({ success: true, discountAmount: 6 });
    expect(await counts()).toEqual({ v: before.v + 1, a: before.a + 1 });
    const [entry] = await t.dataSource.query(`SELECT actor, action, target FROM audit_log ORDER BY id DESC LIMIT 1`);
    expect(entry).toEqual({ actor: 'admin', action: 'vouchers.create', target: `Gutschein ${created.body.id} (SOMMER15)` });

    await t.dataSource.query(`UPDATE vouchers SET used_count = 3 WHERE code = 'SOMMER15'`);
    const listed = (await auth(api().get('/api/admin/vouchers')).expect(200)).body;
    expect(listed.find((v: { code: string }) => v.code === 'SOMMER15')).toMatchObject({ usedCount: 3 });
  });

  it('edits a fixed voucher, deactivates and deletes it', async () => {
    const created = await auth(api().post('/api/admin/vouchers')).send({ code: 'FEST5', kind: 'fixed', value: 5 }).expect(201);
    expect(created.body).toMatchObject({ kind: 'fixed', value: 5, minOrderValue: 0, validFrom: null, validUntil: null, usageLimit: null });
    const patched = await auth(api().patch(`/api/admin/vouchers/${created.body.id}`))
      .send({ value: 7.5, active: false })
      .expect(200);
    expect(patched.body).toMatchObject({ value: 7.5, active: false });
    expect((await apply('FEST5', 40)).body.success).toBe(false);
    await auth(api().delete(`/api/admin/vouchers/${created.body.id}`)).expect(200, { success: true });
    expect((await auth(api().get('/api/admin/vouchers'))).body.some((v: { code: string }) => v.code === 'FEST5')).toBe(false);
    await auth(api().patch(`/api/admin/vouchers/${created.body.id}`))
      .send({ active: true })
      .expect(404);
  });

  it.each([
    [{ code: 'WILLKOMMEN', kind: 'fixed', value: 3 }, 'Diesen Gutscheincode gibt es schon.', 'code'],
    [{ code: 'NEU', kind: 'percent', value: 120 }, 'Ein Prozent-Gutschein gibt 1 bis 100 % (ganze Zahl).', 'value'],
    [{ code: 'NEU', kind: 'fixed', value: 0 }, 'Ein fester Betrag muss zwischen 0,01 € und 999,99 € liegen.', 'value'],
    [{ code: 'VIEL-ZU-LANG', kind: 'fixed', value: 3 }, 'Der Gutscheincode muss 1 bis 10 Zeichen lang sein (Buchstaben, Ziffern, Bindestrich).', 'code'],
    [
      { code: 'NEU', kind: 'fixed', value: 3, validFrom: '2026-12-10', validUntil: '2026-12-01' },
      'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
      'validUntil',
    ],
    [{ code: 'NEU', kind: 'fixed', value: 3, validFrom: '2026-02-30' }, 'Gültigkeit als Datum JJJJ-MM-TT.', 'validFrom'],
    [{ code: 'NEU', kind: 'bogus', value: 3 }, 'Art des Gutscheins: "percent" (Prozent) oder "fixed" (fester Betrag).', 'kind'],
    [{ code: 'NEU' }, 'Bitte Code, Art und Wert angeben.', 'kind'],
  ])('refuses %p with 400 naming the field and changes nothing', async (body, message, field) => {
    const before = await counts();
    expect((await auth(api().post('/api/admin/vouchers')).send(body).expect(400)).body).toEqual({ success: false, message, field });
    expect(await counts()).toEqual(before);
  });
});
