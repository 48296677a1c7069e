import { menuSections } from './menu-sections';
import { categories, products } from '../../test/menu-fixture';

describe('product drawings chosen per category', () => {
  it('carry the category’s drawing into its menu section', () => {
    const sections = menuSections(products, categories, 'Pizzeria');
    expect(sections.find((s) => s.categoryId === 5)?.illustration).toBe('meat');
    expect(sections.find((s) => s.categoryId === 7)?.illustration).toBe('soft-drink');
  });
});
