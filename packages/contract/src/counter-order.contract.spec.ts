import { COUNTER_MESSAGES } from '@pizzeria/domain';
import { checkBody } from './parse-body';
import { counterOrderSchema } from './counter-order.contract';

const line = { productID: 67, quantity: 1, variantID: null, extras: [], dip: [], dressing: '' };
const order = {
  channel: 'telefon',
  firstName: 'Karl',
  phone: '0641 555 0101',
  cartItems: [line],
  totalPriceShoppingCart: 3.9,
  deliveryMethod: 'abholung',
  desiredDeliveryTime: 'So schnell wie möglich',
  desiredDeliveryDate: '2026-11-20',
  paymentMethod: 'card',
  deliveryTime: '30 Min.',
};

describe('counter order contract (POST /api/admin/orders)', () => {
  it('takes a phone order without e-mail, last name or consent; waive and overbook default to false', () => {
    const result = checkBody(counterOrderSchema, order);
    expect(result).toMatchObject({ ok: true, data: { waiveMinimum: false, overbook: false } });
    expect(result.ok && result.data.email).toBeFalsy();
  });

  it.each([
    [{ channel: 'online' }, COUNTER_MESSAGES.channel, 'channel'],
    [{ paymentMethod: 'paypal' }, COUNTER_MESSAGES.paymentMethod, 'paymentMethod'],
    [{ deliveryTime: '20 Min.' }, COUNTER_MESSAGES.deliveryTime, 'deliveryTime'],
    [{ firstName: '  ' }, 'Vorname: bitte angeben.', 'firstName'],
    [{ firstName: 'K'.repeat(21) }, 'Vorname: maximal 20 Zeichen.', 'firstName'],
    [{ email: 'kein-at' }, 'E-Mail: bitte eine gültige Adresse angeben oder leer lassen.', 'email'],
    [{ phone: 'abc' }, 'Telefon: bitte eine gültige Nummer angeben.', 'phone'],
    [{ cartItems: [] }, 'Warenkorb: bitte mindestens ein Produkt angeben.', 'cartItems'],
    [{ cartItems: [{ ...line, quantity: 0 }] }, 'Menge: mindestens 1.', 'cartItems.0.quantity'],
    [{ deliveryMethod: 'lieferung' }, 'Straße: für die Lieferung bitte angeben.', 'street'],
    [{ deliveryMethod: 'lieferung', street: 'Am Markt', house_number: '3', city: 'Weidenfeld', postalCode: '354' }, 'PLZ: bitte 5 Ziffern angeben.', 'postalCode'],
  ])('refuses %j naming the field in German', (change, message, field) => {
    expect(checkBody(counterOrderSchema, { ...order, ...change })).toEqual({ ok: false, message, field });
  });

  it("accepts the customer's own time as the ETA only for that time", () => {
    expect(checkBody(counterOrderSchema, { ...order, desiredDeliveryTime: '19:00', deliveryTime: '19:00' }).ok).toBe(true);
    expect(checkBody(counterOrderSchema, { ...order, desiredDeliveryTime: '19:00', deliveryTime: '19:30' }).ok).toBe(false);
  });
});
