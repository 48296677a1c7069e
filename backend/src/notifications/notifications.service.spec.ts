import { Logger } from '@nestjs/common';
import type { OrderRecord } from '@pizzeria/domain';
import { startFakeSmtp, type FakeSmtp } from '../../../tools/fake-smtp/fake-smtp-server';
import type { AppConfig } from '../config/app-config';
import { NotificationsService } from './notifications.service';

const order = {
  order_id: 7,
  token: 't',
  order_total: 3.9,
  subtotal: 3.9,
  discountAmount: 0,
  discountCode: null,
  deliveryMethod: 'abholung',
  desiredDeliveryDate: '2026-11-20',
  desiredDeliveryTime: '19:00',
  paymentMethod: 'cash',
  paymentStatus: 'bar',
  messageToChef: '',
  messageToDriver: '',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.com',
  product_details: [],
} as unknown as OrderRecord;

const configWith = (smtpUrl: string | null, publicUrl: string | null = null) =>
  ({ smtpUrl, mailFrom: 'Pizzeria Bella Napoli <bestellung@bella-napoli.example>', publicUrl, shopTimezone: 'Europe/Berlin' }) as AppConfig;

describe('NotificationsService', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());
  afterEach(() => jest.restoreAllMocks());

  it('sends from MAIL_FROM to the customer', async () => {
    const service = new NotificationsService(configWith(smtp.url));
    service.orderReceived(order);
    const mail = await smtp.waitForMail((m) => m.subject.includes('Nr. 7'));
    expect(mail).toMatchObject({ from: 'bestellung@bella-napoli.example', to: ['erika@example.com'] });
    service.onModuleDestroy();
  });

  it('links to the order status page under PUBLIC_URL', async () => {
    const service = new NotificationsService(configWith(smtp.url, 'https://bella-napoli.example'));
    service.orderReceived({ ...order, order_id: 8 });
    const mail = await smtp.waitForMail((m) => m.subject.includes('Nr. 8'));
    expect(mail.text).toContain('https://bella-napoli.example/checkout-success?orderId=8&token=t');
    service.onModuleDestroy();
  });

  it('returns at once and only logs when the mail server is down', async () => {
    const logged = new Promise<string>((resolve) => jest.spyOn(Logger.prototype, 'error').mockImplementation((message) => resolve(String(message))));
    const service = new NotificationsService(configWith('smtp://127.0.0.1:9'));
    expect(() => service.orderReceived(order)).not.toThrow();
    expect(await logged).toContain('E-Mail zu Bestellung 7 fehlgeschlagen');
    service.onModuleDestroy();
  });

  it('without SMTP_URL it logs instead of sending', () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'debug').mockImplementation(() => undefined);
    new NotificationsService(configWith(null)).orderCancelled(order);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Kein SMTP_URL gesetzt'));
  });
});
