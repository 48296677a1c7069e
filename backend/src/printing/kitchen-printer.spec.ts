import { SOCKET_EVENTS, type PrinterStatus, type PrintingSettings } from '@pizzeria/domain';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startFakePrinter, type FakePrinter } from '../../../tools/fake-printer/fake-printer-server';
import { connectSocket } from '../../test/support/sockets';
import { startOrderShop } from '../../test/support/order-shop';
import type { TestApp } from '../../test/support/test-app';
import { DELIVERY_ADDRESS, standardCart, submission, type Menu } from '../orders/testing/order-fixtures';
import { AppSettingsStore } from '../settings/app-settings.store';

describe('kitchen printer (ESC/POS over TCP) against the fake network printer', () => {
  let t: TestApp;
  let printer: FakePrinter;
  let menu: Menu;
  let token: string;

  beforeAll(async () => {
    printer = await startFakePrinter();
    ({ t, menu } = await startOrderShop({ env: { PRINTER_URL: printer.url } }));
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  const api = () => request(t.baseUrl);
  const asAdmin = () => ({ Authorization: `Bearer ${token}` });
  const setPrinting = (printing: PrintingSettings) => t.dataSource.transaction((manager) => t.app.get(AppSettingsStore).set(manager, 'printing', printing));
  const place = async (overrides: object = {}) =>
    (
      await api()
        .post('/api/orders')
        .send(submission(standardCart(menu), overrides))
        .expect(201)
    ).body.orderId as number;

  it("prints an arriving order with umlauts and €, its lines and options, the chef's message, total, payment and a cut; a reprint says KOPIE", async () => {
    await setPrinting({ autoPrint: 'on-arrival', copies: 1 });
    printer.clear();
    const orderId = await place({
      ...DELIVERY_ADDRESS,
      firstName: 'Jürgen',
      lastName: 'Größmann',
      street: 'Mühlgasse',
      messageToChef: 'Bitte gut durchbacken, Käse extra knusprig!',
    });
    const [ticket] = await printer.waitForTickets(1);
    // Kept for the report: the ticket as the paper shows it.
    fs.mkdirSync(path.resolve(__dirname, '../../test-output'), { recursive: true });
    fs.writeFileSync(path.resolve(__dirname, '../../test-output/kitchen-ticket.txt'), ticket.text);
    expect(ticket.data.includes(Buffer.from([0x1b, 0x74, 19]))).toBe(true);
    expect(ticket.text).toContain(`Nr. ${orderId}`);
    expect(ticket.text).toContain('LIEFERUNG');
    expect(ticket.text).toContain('Jürgen Größmann');
    expect(ticket.text).toContain('Mühlgasse 12a');
    expect(ticket.text).toContain('35410 Weidenfeld');
    expect(ticket.text).toMatch(/2 x Nr. 10 Pizza Margherita\s+18,00 €/);
    // Drinks (category "auf Küchenbons" off in the seed) stay off the kitchen's ticket; the total still counts them.
    expect(ticket.text).not.toContain('Coca-Cola');
    expect(ticket.text).toContain('+ 1 Pos. von der Theke (nicht für die Küche)');
    expect(ticket.text).toContain('Klein Ø 26 cm');
    expect(ticket.text).toContain('Extras: Extra Käse');
    expect(ticket.text).toContain('Nachricht an die Küche:\nBitte gut durchbacken, Käse extra knusprig!');
    expect(ticket.text).toMatch(/GESAMT\s+21,90 €/);
    expect(ticket.text).toContain('BAR bei Lieferung');
    expect(ticket.text).toContain('Zeit: Fr 20.11.26 19:00 Uhr');
    expect(ticket.text.trimEnd().endsWith('--- Schnitt ---')).toBe(true);
    expect(ticket.text).not.toContain('KOPIE');

    const res = await api().post('/api/admin/orders/print').set(asAdmin()).send({ orderId }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Druck vermerkt.' });
    const [, reprint] = await printer.waitForTickets(2);
    expect(reprint.text).toContain('KOPIE');
    expect(reprint.text).toContain(`Nr. ${orderId}`);
  });

  it('while the printer is off, staff see it; 20 accepted orders print when it is back, each once, with the copies set', async () => {
    await setPrinting({ autoPrint: 'on-accept', copies: 2 });
    printer.clear();
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    try {
      const statuses: PrinterStatus[] = [];
      admin.on(SOCKET_EVENTS.printerStatus, (status: PrinterStatus) => statuses.push(status));
      await printer.refuseConnections();
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const orderId = await place();
        ids.push(orderId);
        await api().post('/api/admin/orders/confirm').set(asAdmin()).send({ orderId, deliveryTime: '30 Min.' }).expect(200);
      }
      const deadline = Date.now() + 20_000;
      while (!statuses.some((s) => !s.reachable) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(statuses.find((s) => !s.reachable)).toMatchObject({ configured: true, reachable: false, downSince: expect.any(String) });
      const shown = await api().get('/api/admin/printer').set(asAdmin()).expect(200);
      expect(shown.body.printer).toMatchObject({ configured: true, reachable: false });
      const queue = await api().get('/api/admin/outbox').set(asAdmin()).expect(200);
      expect(queue.body.counts.print).toEqual({ waiting: 20, failed: 0 });

      await printer.acceptConnections();
      const tickets = await printer.waitForTickets(20, 60_000);
      const back = Date.now() + 20_000;
      while (!statuses.at(-1)?.reachable && Date.now() < back) await new Promise((r) => setTimeout(r, 100));
      expect(statuses.at(-1)).toMatchObject({ reachable: true, downSince: null });
      const pending = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox_jobs WHERE kind = 'print' AND status = 'pending'`))[0].n;
      while ((await pending()) > 0 && Date.now() < back) await new Promise((r) => setTimeout(r, 100));
      expect(await pending()).toBe(0);
      expect(printer.tickets).toHaveLength(20);
      for (const [i, orderId] of ids.entries()) {
        const text = tickets[i].text;
        // Jobs print in the order they came, each once, with both copies.
        expect(text.match(new RegExp(`Nr\\. ${orderId}\\n`, 'g'))).toHaveLength(2);
        expect(text.match(/--- Schnitt ---/g)).toHaveLength(2);
        // The 30 minutes count from the customer's 19:00, not from the 18:30 the order was accepted at.
        expect(text).toContain('Zugesagt: Fr 20.11. 19:30 (30 Min.)');
      }
    } finally {
      admin.close();
    }
  }, 120_000);
});
