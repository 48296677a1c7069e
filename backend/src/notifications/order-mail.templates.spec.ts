import { SHOP_IDENTITY_DEFAULTS } from '@pizzeria/domain';
import { orderRecord } from '../orders/testing/order-record.fixture';
import { orderCancelledMail, orderConfirmedMail, orderReceivedMail, orderRefundedMail } from './order-mail.templates';

// The fixture's pickup order, turned into a delivery with a voucher, messages and two VAT rates.
const order = orderRecord({
  token: 'tok_en-42',
  order_total: 19.71,
  discountCode: 'PIZZA10',
  discountAmount: 2.19,
  subtotal: 21.9,
  deliveryMethod: 'lieferung',
  messageToChef: 'Extra knusprig <bitte>',
  messageToDriver: 'Hinterhaus',
  product_details: [
    {
      productID: 7,
      productName: 'Pizza Margherita',
      quantity: 2,
      variantID: 1,
      variantPrice: 7.5,
      variantName: 'Klein Ø 26 cm',
      extras: [{ extraID: 6, categoryID: 2, extra_name: 'Extra Käse', price: 1.5 }],
      dip: [{ dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1, group: 'pizza' }],
      dressing: '',
      totalPrice: 20,
      category_id: 2,
    },
  ],
  vat: [
    { rate: 7, gross: 17.91, net: 16.74, vat: 1.17 },
    { rate: 19, gross: 1.8, net: 1.51, vat: 0.29 },
  ],
});
const context = { shopUrl: 'https://bella-napoli.example/', shopTimezone: 'Europe/Berlin', shop: SHOP_IDENTITY_DEFAULTS };

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
      'enthaltene MwSt. 7 % (netto 16,74\u00a0€): 1,17\u00a0€',
      'enthaltene MwSt. 19 % (netto 1,51\u00a0€): 0,29\u00a0€',
      'Nachricht an den Pizzabäcker: Extra knusprig <bitte>',
      'Nachricht an den Fahrer: Hinterhaus',
      'https://bella-napoli.example/checkout-success?orderId=42&token=tok_en-42',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.html).toContain('Extra knusprig &lt;bitte&gt;');
    expect(mail.html).not.toContain('<bitte>');
  });

  it('lists the deposit and the delivery fee, "kostenlos" only for a free zone, and nothing of a fee for pickup', () => {
    expect(orderReceivedMail(order, context).text).toContain('Liefergebühr: kostenlos');
    expect(orderReceivedMail(order, context).text).not.toContain('Pfand');
    const charged = { ...order, deposit: 0.5, deliveryFee: 2.5, order_total: 22.71 };
    const text = orderReceivedMail(charged, context).text;
    expect(text).toContain('Zwischensumme: 21,90\u00a0€\nPfand: 0,50\u00a0€\nLiefergebühr: 2,50\u00a0€\nRabatt (Gutschein PIZZA10): −2,19\u00a0€\nGesamt: 22,71\u00a0€');
    expect(orderReceivedMail({ ...charged, deliveryMethod: 'abholung', deliveryFee: 0 }, context).text).not.toContain('Liefergebühr');
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
    const paid = { ...order, paymentMethod: 'paypal' as const, paymentStatus: 'bezahlt' as const, refundStatus: 'ausstehend' as const };
    expect(orderCancelledMail(paid, context).subject).toBe('Ihre Bestellung Nr. 42 wurde storniert');
    expect(orderCancelledMail(paid, context).text).toMatch(/Den per PayPal bezahlten Betrag von 19,71\s€ erstatten wir Ihnen;/);
    expect(orderCancelledMail({ ...paid, refundStatus: 'erstattet' }, context).text).toMatch(/von 19,71\s€ haben wir Ihnen erstattet\./);
  });

  it('the refund mail names the amount refunded', () => {
    const refunded = { ...order, paymentMethod: 'paypal' as const, paymentStatus: 'bezahlt' as const, refundStatus: 'erstattet' as const };
    const mail = orderRefundedMail(refunded, context);
    expect(mail.subject).toBe('Erstattung zu Ihrer Bestellung Nr. 42');
    expect(mail.text).toMatch(/den per PayPal bezahlten Betrag von 19,71\s€ für Ihre stornierte Bestellung Nr\. 42 haben wir Ihnen über PayPal erstattet\./);
  });

  it('the cancellation gives the reason staff chose, and says nothing of one when there is none', () => {
    expect(orderCancelledMail({ ...order, cancelReason: 'Ausverkauft' }, context).text).toContain('Grund: Ausverkauft');
    expect(orderCancelledMail(order, context).text).not.toContain('Grund:');
  });
});
