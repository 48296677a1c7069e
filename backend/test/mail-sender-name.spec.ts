import request from 'supertest';
import { SHOP_IDENTITY_DEFAULTS } from '@pizzeria/domain';
import { startFakeSmtp, type FakeSmtp } from '../../tools/fake-smtp/fake-smtp-server';
import { senderOf } from '../src/notifications/mail-sender';
import { AppSettingsStore } from '../src/settings/app-settings.store';
import { OPEN_MONDAY_EVENING, pickupOrder } from './support/orders';
import { createTestApp, type TestApp } from './support/test-app';

describe('sender of the shop’s mails', () => {
  it('keeps a MAIL_FROM with its own display name, and names a bare address after the shop', () => {
    expect(senderOf('Küche <kueche@example.de>', 'Trattoria Sole')).toBe('Küche <kueche@example.de>');
    expect(senderOf('bestellung@example.de', 'Trattoria Sole')).toEqual({ name: 'Trattoria Sole', address: 'bestellung@example.de' });
    expect(senderOf('bestellung@example.de', '  ')).toBe('bestellung@example.de');
  });

  describe('with a bare MAIL_FROM against the real database and a fake SMTP server', () => {
    let smtp: FakeSmtp;
    let shop: TestApp;
    beforeAll(async () => {
      smtp = await startFakeSmtp();
      shop = await createTestApp({ now: OPEN_MONDAY_EVENING, env: { SMTP_URL: smtp.url, MAIL_FROM: 'bestellung@sole.example' } });
    });
    afterAll(async () => {
      await shop?.close();
      await smtp?.close();
    });

    it('sends under the name the owner gave the shop in the settings', async () => {
      await shop.dataSource.transaction((manager) => shop.app.get(AppSettingsStore).set(manager, 'shop', { ...SHOP_IDENTITY_DEFAULTS, name: 'Trattoria Sole' }));
      const placed = await request(shop.baseUrl)
        .post('/api/orders')
        .send(await pickupOrder(shop.baseUrl))
        .expect(201);
      const mail = await smtp.waitForMail((m) => m.raw.includes(String(placed.body.orderId)), 15_000);
      expect(mail.raw).toMatch(/^From: "?Trattoria Sole"? <bestellung@sole\.example>/m);
    });
  });
});
