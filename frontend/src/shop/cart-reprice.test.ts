import { buildDirectCartItem } from '@pizzeria/domain';
import { byId, menu } from '../test/menu-fixture';
import { repriceCart } from './cart-reprice';

describe('repricing the cart by the menu on screen', () => {
  const cola = buildDirectCartItem(byId(67));

  it('takes a deposit the owner added, and drops one the owner removed', () => {
    const withDeposit = { ...menu, products: menu.products.map((p) => (p.productsID === 67 ? { ...p, deposit: 0.25 } : p)) };
    const [line] = repriceCart([cola], withDeposit);
    expect(line).toMatchObject({ productID: 67, totalPrice: cola.totalPrice, deposit: 0.25 });
    expect(repriceCart([line], menu)[0]).not.toHaveProperty('deposit');
  });

  it('returns the same cart when nothing changed', () => {
    const items = [cola];
    expect(repriceCart(items, menu)).toBe(items);
  });
});
