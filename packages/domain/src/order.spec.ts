import { parseOrderDetails } from './order';

describe('parseOrderDetails', () => {
  const cola = { productID: 70, productName: 'Coca-Cola 1,0 l', quantity: 2 };

  it('reads the cart lines from the JSON text of every entry', () => {
    expect(parseOrderDetails([{ product_details: JSON.stringify([cola]) }, { product_details: '[]' }])).toEqual([cola]);
  });

  it('reads broken or non-list text as no lines instead of failing the page', () => {
    expect(parseOrderDetails([{ product_details: '{kaputt' }, { product_details: '{"a":1}' }])).toEqual([]);
  });
});
