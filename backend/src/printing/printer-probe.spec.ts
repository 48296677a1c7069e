import { SOCKET_EVENTS, type PrinterStatus } from '@pizzeria/domain';
import request from 'supertest';
import { startFakePrinter, type FakePrinter } from '../../../tools/fake-printer/fake-printer-server';
import { loadAppConfig } from '../config/app-config';
import { connectSocket, nextEvent } from '../../test/support/sockets';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('the idle kitchen printer is checked, so staff see it off before a ticket fails', () => {
  const CHECK_MS = 1000;
  let printer: FakePrinter;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    printer = await startFakePrinter();
    // The shop's default is 30 s (below); a second here keeps the test short, the mechanism is the same.
    t = await createTestApp({ env: { PRINTER_URL: printer.url, PRINTER_CHECK_INTERVAL_MS: String(CHECK_MS) } });
    token = await t.login();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('checks every 30 s unless configured otherwise', () => {
    expect(loadAppConfig({ JWT_SECRET: 'x'.repeat(40) }, '/tmp').printerCheckIntervalMs).toBe(30_000);
    expect(loadAppConfig({ JWT_SECRET: 'x'.repeat(40), PRINTER_CHECK_INTERVAL_MS: '5000' }, '/tmp').printerCheckIntervalMs).toBe(5000);
  });

  it('tells every staff screen within one check interval that a printer with no ticket waiting went off, and when it is back', async () => {
    const admin = await connectSocket(t.baseUrl, '/admin', { token });
    try {
      expect((await request(t.baseUrl).get('/api/admin/printer').set('Authorization', `Bearer ${token}`).expect(200)).body.printer).toMatchObject({ reachable: true });
      const down = nextEvent<PrinterStatus>(admin, SOCKET_EVENTS.printerStatus, 10_000);
      const switchedOff = Date.now();
      await printer.refuseConnections();
      expect(await down).toMatchObject({ configured: true, reachable: false, downSince: expect.any(String) });
      // Within the interval (plus the check itself), with nothing to print.
      expect(Date.now() - switchedOff).toBeLessThan(CHECK_MS + 4000);
      expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM outbox_jobs WHERE kind = 'print'`))[0].n)).toBe(0);
      expect((await request(t.baseUrl).get('/api/admin/printer').set('Authorization', `Bearer ${token}`).expect(200)).body.printer).toMatchObject({ reachable: false });

      const up = nextEvent<PrinterStatus>(admin, SOCKET_EVENTS.printerStatus, 10_000);
      await printer.acceptConnections();
      expect(await up).toMatchObject({ reachable: true, downSince: null });
      expect(printer.tickets).toHaveLength(0);
    } finally {
      admin.close();
    }
  });
});
