import type { OrderRecord } from '@pizzeria/domain';
import { orderCancelledMail, orderConfirmedMail, orderReceivedMail } from './order-mail.templates';

const order: OrderRecord = {
  order_id: 42,
  token: 'tok_en-42',
  order_total: 19.71,
  order_status: 'ausstehend',
  status: 'ausstehend',
  order_date: '2026-11-20T17:30:00.000Z',
  delivery_time: null,
  estimated_at: null,
  discountCode: 'PIZZA10',
  discountAmount: 2.19,
  subtotal: 21.9,
  deliveryMethod: 'lieferung',
  desiredDeliveryTime: 'So schnell wie möglich',
  desiredDeliveryDate: '2026-11-20',
  paymentMethod: 'cash',
  paymentStatus: 'bar',
  messageToChef: 'Extra knusprig <bitte>',
  messageToDriver: 'Hinterhaus',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Lindenweg',
  house_number: '12a',
  company: '',
  email: 'erika@example.com',
  phone: '0641 123456',
  postalCode: '35410',
  city: 'Weidenfeld',
  product_details: [
    {
      productID: 7,
      productName: 'Pizza Margherita',
      quantity: 2,
      variantID: 1,
      variantPrice: 7.5,
      variantName: 'Klein Ø 26 cm',
      extras: [{ extraID: 6, categoryID: 2, extra_name: 'Extra Käse', price: 1.5 }],
      dip: [{ dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1 }],
      dressing: '',
      totalPrice: 20,
      category_id: 2,
    },
  ],
};
const context = { shopUrl: 'https://bella-napoli.example/', shopTimezone: 'Europe/Berlin' };

describe('order e-mails', () => {
  it('the receipt lists address, time, payment, lines, discount, total, messages and the status link', () => {
    const mail = orderReceivedMail(order, context);
    expect(mail.subject).toBe('Ihre Bestellung Nr. 42 bei Pizzeria Bella Napoli');
    for (const text of [
      'Hallo Erika Mustermann,',
      'Art: Lieferung an Lindenweg 12a, 35410 Weidenfeld',
      'Gewünschte Zeit: So schnell wie möglich (Freitag, 20.11.2026)',
      'Zahlungsart: Barzahlung bei Lieferung',
      '2 × Pizza Margherita (Klein Ø 26 cm) – Extras: Extra Käse; Dip: Knoblauch-Dip: 20,00\u00a0€',
      'Rabatt (Gutschein PIZZA10): −2,19\u00a0€',
      'Gesamt: 19,71\u00a0€',
      'Nachricht an den Pizzabäcker: Extra knusprig <bitte>',
      'Nachricht an den Fahrer: Hinterhaus',
      'https://bella-napoli.example/checkout-success?orderId=42&token=tok_en-42',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('Extra knusprig &lt;bitte&gt;');
    expect(mail.html).not.toContain('<bitte>');
  });

  it('has no link when the shop URL is unknown', () => {
    expect(orderReceivedMail(order, { ...context, shopUrl: null }).text).not.toContain('checkout-success');
  });

  it('the confirmation gives the ETA in the shop zone, for delivery and pickup', () => {
    const confirmed = { ...order, status: 'bestätigt' as const, delivery_time: '30 Min.', estimated_at: '2026-11-20T18:00:00.000Z' };
    expect(orderConfirmedMail(confirmed, context).text).toContain('wird voraussichtlich am Freitag, 20.11.2026, 19:00 Uhr bei Ihnen sein.');
    expect(orderConfirmedMail({ ...confirmed, deliveryMethod: 'abholung' }, context).text).toContain(
      'voraussichtlich am Freitag, 20.11.2026, 19:00 Uhr zur Abholung bereit.',
    );
  });

  it('the cancellation mentions the refund only for paid PayPal orders', () => {
    expect(orderCancelledMail(order, context).text).not.toContain('PayPal');
    const paid = { ...order, paymentMethod: 'paypal' as const, paymentStatus: 'bezahlt' as const };
    expect(orderCancelledMail(paid, context).subject).toBe('Ihre Bestellung Nr. 42 wurde storniert');
    expect(orderCancelledMail(paid, context).text).toContain('Den per PayPal bezahlten Betrag erstatten wir Ihnen.');
  });
});
