import { cartLine } from './order-record.test-support';
import { orderLineDetails } from './order-line-details';

const dip = { dipsID: 1, dipID: 9, dipName: 'Aioli', price: 0.5 };

describe('orderLineDetails', () => {
  it('lists variant, extras, dip and dressing of an ordinary line', () => {
    const line = cartLine({ extras: [{ extraID: 1, categoryID: 1, extra_name: 'Oliven', price: 1 }], dip: [dip], dressing: 'Joghurt' });
    expect(orderLineDetails(line)).toEqual(['Variante: 30 cm', 'Extras: Oliven', 'Dip: Aioli', 'Dressing: Joghurt']);
  });

  it('hides the "Standard" variant of directly added products', () => {
    expect(orderLineDetails(cartLine({ productID: 67, variantName: 'Standard' }))).toEqual([]);
  });

  it('shows sauce and variant for 38 and 39, the dip for 40, 41 and 47, the variant for 59', () => {
    expect(orderLineDetails(cartLine({ productID: 39, dressing: 'Scharf', variantName: 'Klein' }))).toEqual(['Sauce: Scharf', 'Variante: Klein']);
    for (const productID of [40, 41, 47]) expect(orderLineDetails(cartLine({ productID, dip: [dip] }))).toEqual(['Dip: Aioli']);
    expect(orderLineDetails(cartLine({ productID: 59, variantName: '0,5 l', dip: [dip] }))).toEqual(['Variante: 0,5 l']);
  });
});
