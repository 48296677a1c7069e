import { checkBody } from './parse-body';
import { placeOrderSchema } from './order-submission.contract';
import { validateCartSchema } from './cart.contract';

const line = { productID: 33, productName: 'Cola', quantity: 1, variantID: null, variantPrice: 0, variantName: '', extras: [], dip: [], dressing: '', totalPrice: 2.5 };
const order = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.de',
  phone: '0170 1234567',
  cartItems: [line],
  totalPriceShoppingCart: 2.5,
  deliveryMethod: 'abholung',
  desiredDeliveryTime: 'So schnell wie möglich',
  desiredDeliveryDate: '2026-03-02',
  paymentMethod: 'cash',
};
const refusal = (body: unknown) => {
  const result = checkBody(placeOrderSchema, body);
  return result.ok ? null : { message: result.message, field: result.field };
};

describe('the order submission contract', () => {
  it('trims texts, takes out format characters, drops unknown keys and treats null as not sent', () => {
    const result = checkBody(placeOrderSchema, { ...order, firstName: ' Anna ', messageToChef: 'Bitte \u202eklingeln\u200b ', company: null, admin: true });
    expect(result.ok && result.data).toMatchObject({ firstName: 'Anna', messageToChef: 'Bitte klingeln', company: undefined });
    expect(result.ok && 'admin' in result.data).toBe(false);
  });

  it('needs the address for delivery only; for pickup a blank one is left out', () => {
    expect(refusal({ ...order, street: '  ', city: '' })).toBeNull();
    expect(refusal({ ...order, street: '12' })).toEqual({ message: 'Bitte geben Sie mindestens einen Buchstaben ein.', field: 'street' });
    expect(refusal({ ...order, deliveryMethod: 'lieferung', street: 'Hauptstraße' })).toEqual({ message: 'Bitte geben Sie Ihre Hausnummer ein.', field: 'house_number' });
    const delivered = checkBody(placeOrderSchema, { ...order, deliveryMethod: 'lieferung', street: 'Hauptstraße', house_number: '1', city: 'Lich', postalCode: 1067 });
    expect(delivered.ok && delivered.data.postalCode).toBe('01067');
  });

  it('says the first broken rule of the first broken field, the payment method before the rest', () => {
    expect(refusal({ ...order, paymentMethod: 'bar', firstName: '' })).toEqual({ message: 'Bitte wählen Sie eine Zahlungsart.', field: 'paymentMethod' });
    expect(refusal({ ...order, firstName: 42 })).toEqual({ message: 'Bitte geben Sie Ihren Vornamen ein.', field: 'firstName' });
    expect(refusal({ ...order, firstName: 'A'.repeat(21) })).toEqual({ message: 'Der Vorname darf höchstens 20 Zeichen lang sein.', field: 'firstName' });
    expect(refusal({ ...order, email: 'anna' })).toEqual({ message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', field: 'email' });
    expect(refusal({ ...order, cartItems: [{ ...line, extras: [{ extraID: 0 }] }] })).toEqual({
      message: 'Ungültiges Extra im Warenkorb.',
      field: 'cartItems.0.extras.0.extraID',
    });
    expect(refusal({ ...order, cartItems: [{ ...line, totalPrice: 2.555 }] })).toEqual({ message: 'Ungültiger Preis im Warenkorb.', field: 'cartItems.0.totalPrice' });
  });
});

describe('the cart check contract', () => {
  it('checks the postal code for delivery only', () => {
    expect(checkBody(validateCartSchema, { cartItems: [line], totalPriceShoppingCart: 2.5, postalCode: 'egal' }).ok).toBe(true);
    expect(checkBody(validateCartSchema, { cartItems: [line], totalPriceShoppingCart: 2.5, deliveryMethod: 'lieferung', postalCode: '3542' })).toEqual({
      ok: false,
      message: 'Bitte eine gültige Postleitzahl angeben.',
      field: 'postalCode',
    });
  });
});
