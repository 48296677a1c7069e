import { menuNumberLabel } from './catalog-rules';
import { customerQuery, findProducts, phoneDigits } from './counter-order';
import type { Product } from './cart';

const product = (productsID: number, productsName: string, menuNumber: number | null) => ({ productsID, productsName, menuNumber }) as Product;
const MENU = [
  product(9, 'Pizza Prosciutto', 12),
  product(67, 'Coca-Cola 1,0 l', 40),
  product(8, 'Pizza Salami', 11),
  product(100, 'Tiramisu', 120),
  product(5, 'Salat ohne Nummer', null),
];

describe('order entry: customers and products', () => {
  it('compares phone numbers by their digits', () => {
    expect(phoneDigits('0641 / 12 34-5')).toBe('064112345');
  });

  it('searches by phone digits from 3 on, or by a name from 2 letters', () => {
    expect(customerQuery('06')).toBeNull();
    expect(customerQuery(' 0641 99 ')).toEqual({ phone: '064199' });
    expect(customerQuery('+49 (641)')).toEqual({ phone: '49641' });
    expect(customerQuery('B')).toBeNull();
    expect(customerQuery(' Berg ')).toEqual({ name: 'Berg' });
  });

  it('finds a product by its menu number first, then by numbers starting with it, or by words of its name', () => {
    expect(findProducts(MENU, '12').map((p) => p.productsID)).toEqual([9, 100]);
    expect(findProducts(MENU, '40').map((p) => p.productsID)).toEqual([67]);
    expect(findProducts(MENU, 'pizza sal').map((p) => p.productsID)).toEqual([8]);
    expect(findProducts(MENU, '  ')).toEqual([]);
    expect(findProducts(MENU, '7')).toEqual([]);
  });

  it('labels menu numbers as the printed menu does', () => {
    expect(menuNumberLabel(12)).toBe('Nr. 12');
    expect(menuNumberLabel(null)).toBe('');
  });
});
