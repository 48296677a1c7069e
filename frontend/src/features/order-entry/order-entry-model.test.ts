import { checkBody, counterOrderSchema } from '@pizzeria/contract';
import type { CartItem, KnownCustomer, Location } from '@pizzeria/domain';
import { buildCounterOrder, defaultEta, entryTotals, newEntry, wantedTime, withCustomer, zoneOf } from './order-entry-model';
import { parseProductEntry } from './product-entry';

const ZONES: Location[] = [{ loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12, deliveryFee: 1.5 }];
const PIZZA: CartItem = {
  productID: 9,
  productName: 'Pizza Prosciutto',
  quantity: 2,
  variantID: 5,
  variantPrice: 10.5,
  variantName: 'Groß',
  extras: [],
  dip: [],
  dressing: '',
  totalPrice: 24,
  category_id: 2,
};
const LENA: KnownCustomer = {
  phone: '0641 998877',
  firstName: 'Lena',
  lastName: 'Vogel',
  company: '',
  email: '',
  addresses: [{ street: 'Lindenweg', house_number: '12', postalCode: '35410', city: 'Weidenfeld' }],
  orderCount: 3,
  lastOrderAt: '2026-03-01T18:00:00.000Z',
};

describe('order entry model', () => {
  it('reads quantities before an x and times as typed at the counter', () => {
    expect(parseProductEntry('2x12')).toEqual({ quantity: 2, query: '12' });
    expect(parseProductEntry('3 × marg')).toEqual({ quantity: 3, query: 'marg' });
    expect(parseProductEntry('40')).toEqual({ quantity: 1, query: '40' });
    expect(wantedTime('')).toBe('So schnell wie möglich');
    expect(wantedTime('1930')).toBe('19:30');
    expect(wantedTime('9.45')).toBe('09:45');
  });

  it('promises the usual minutes per method, or the customer’s own time', () => {
    expect(defaultEta({ method: 'lieferung', time: '' })).toBe('45 Min.');
    expect(defaultEta({ method: 'abholung', time: '' })).toBe('30 Min.');
    expect(defaultEta({ method: 'vor-ort', time: '' })).toBe('15 Min.');
    expect(defaultEta({ method: 'lieferung', time: '2000' })).toBe('20:00');
  });

  it('builds a delivery to a known customer’s address that the shared contract accepts, priced with the zone’s fee', () => {
    const state = { ...withCustomer(newEntry('2026-03-02'), LENA, LENA.addresses[0]), cart: [PIZZA], payment: 'card' as const };
    const zone = zoneOf(state.customer, ZONES);
    expect(zone?.loc_name).toBe('Weidenfeld');
    const totals = entryTotals(state, zone);
    expect(totals).toMatchObject({ subtotalCents: 2400, deliveryFeeCents: 150, totalCents: 2550, minimumCents: 1200 });
    const body = buildCounterOrder(state, totals);
    expect(body).toMatchObject({ channel: 'telefon', deliveryMethod: 'lieferung', street: 'Lindenweg', paymentMethod: 'card', deliveryTime: '45 Min.' });
    expect(checkBody(counterOrderSchema, body).ok).toBe(true);
  });

  it('sends a guest at the counter as channel vor-ort, picked up, without address', () => {
    const state = { ...withCustomer(newEntry('2026-03-02'), LENA, null), method: 'vor-ort' as const, cart: [PIZZA] };
    const body = buildCounterOrder(state, entryTotals(state, null));
    expect(body).toMatchObject({ channel: 'vor-ort', deliveryMethod: 'abholung', street: '', postalCode: '', waiveMinimum: false });
  });
});
