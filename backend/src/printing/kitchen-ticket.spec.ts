import { renderEscPos } from '../../../tools/fake-printer/fake-printer-server';
import { orderRecord } from '../orders/testing/order-record.fixture';
import { kitchenTicket } from './kitchen-ticket';

/** What the paper shows, as the fake printer reads the bytes. */
const text = (bytes: Uint8Array) => renderEscPos(Buffer.from(bytes));
const options = { shopTimezone: 'Europe/Berlin', shopName: 'Pizzeria Bella Napoli', copy: false };

describe('kitchen ticket: deposit and delivery fee', () => {
  it('prints the goods, deposit and fee above the total when the order has them', () => {
    const ticket = text(kitchenTicket(orderRecord({ deliveryMethod: 'lieferung', subtotal: 24, deposit: 0.5, deliveryFee: 2.5, order_total: 27 }), options));
    expect(ticket).toMatch(/Zwischensumme\s+24,00 €/);
    expect(ticket).toMatch(/Pfand\s+0,50 €/);
    expect(ticket).toMatch(/Liefergebühr\s+2,50 €/);
    expect(ticket).toMatch(/GESAMT\s+27,00 €/);
  });

  it('prints only the total when nothing is added or taken off', () => {
    const ticket = text(kitchenTicket(orderRecord({ subtotal: 24, order_total: 24 }), options));
    expect(ticket).not.toMatch(/Zwischensumme|Pfand|Liefergeb/);
  });

  it('tells the driver the change to bring for "Ich zahle mit"', () => {
    expect(text(kitchenTicket(orderRecord({ deliveryMethod: 'lieferung', order_total: 27.4, payWith: 50 }), options))).toContain(
      'Zahlt mit 50,00 € - Wechselgeld 22,60 €',
    );
    expect(text(kitchenTicket(orderRecord({ deliveryMethod: 'lieferung', order_total: 27.4 }), options))).not.toContain('Zahlt mit');
  });
});

describe('kitchen ticket: orders taken at the counter', () => {
  it('names the channel, the menu numbers and a card payment', () => {
    const order = orderRecord({ channel: 'telefon', paymentMethod: 'card', paymentStatus: 'karte', deliveryMethod: 'lieferung' });
    const ticket = text(kitchenTicket(order, { ...options, menuNumbers: new Map([[order.product_details[0].productID, 10]]) }));
    expect(ticket).toContain('TELEFON');
    expect(ticket).toMatch(/\d+ x Nr\. 10 Pizza Margherita/);
    expect(ticket).toContain('KARTE bei Lieferung');
  });

  it('says ONLINE for a web shop order and leaves unnumbered products as they are', () => {
    const ticket = text(kitchenTicket(orderRecord(), options));
    expect(ticket).toContain('ONLINE');
    expect(ticket).not.toContain('Nr. 10');
  });
});
