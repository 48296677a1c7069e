import { SHOP_IDENTITY_DEFAULTS } from '@pizzeria/domain';
import { orderRecord } from '../orders/testing/order-record.fixture';
import { orderDispatchedMail } from './order-mail.templates';

const context = { shopUrl: 'https://pizza.example', shopTimezone: 'Europe/Berlin', shop: SHOP_IDENTITY_DEFAULTS };

describe('the mail when the driver sets off', () => {
  it('says the order is on its way, with the cash to have ready and the status link', () => {
    const mail = orderDispatchedMail(orderRecord({ order_id: 42, token: 'tok', deliveryMethod: 'lieferung', order_total: 21.9, paymentMethod: 'cash' }), context);
    expect(mail.subject).toBe('Ihre Bestellung Nr. 42 ist unterwegs');
    expect(mail.text).toContain('Ihre Bestellung ist unterwegs zu Ihnen. Bitte halten Sie 21,90\u00a0€ bereit.');
    expect(mail.text).toContain('https://pizza.example/checkout-success?orderId=42&token=tok');
    expect(mail.html).toContain('Ihre Bestellung ist unterwegs zu Ihnen.');
  });

  it('asks for no cash when PayPal paid already', () => {
    const mail = orderDispatchedMail(orderRecord({ deliveryMethod: 'lieferung', paymentMethod: 'paypal', paymentStatus: 'bezahlt' }), context);
    expect(mail.text).not.toContain('bereithalten');
    expect(mail.text).not.toContain('Bitte halten Sie');
  });
});
