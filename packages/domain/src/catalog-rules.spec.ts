import {
  categoryHeading,
  categoryName,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  isDirectAdd,
  lineDetailKind,
  showsVariantSelector,
  usesNormalPrice,
} from './index';

const dressings = Array.from({ length: 17 }, (_, i) => ({ dressingID: i + 1, dressingName: `D${i + 1}` }));
const dips = [1, 2, 3, 4, 8, 9, 10].map((dipID, i) => ({ dipsID: i + 1, dipID, dipName: `Dip ${dipID}`, price: 1 }));
const extras = [1, 2, 3, 4, 6].map((categoryID, i) => ({ extraID: i + 1, categoryID, extra_name: `E${i}`, price: 1 }));
const ids = (rows: { dressingID: number }[]) => rows.map((r) => r.dressingID);

describe('menu id rules', () => {
  it('adds drinks and the listed products directly', () => {
    expect(isDirectAdd({ productsID: 70, category_id: 7 })).toBe(true);
    expect(isDirectAdd({ productsID: 80, category_id: 8 })).toBe(true);
    for (const id of [33, 34, 35, 36, 37, 42, 43, 44, 45, 46, 48, 60, 61, 62]) {
      expect(isDirectAdd({ productsID: id, category_id: 6 })).toBe(true);
    }
    expect(isDirectAdd({ productsID: 38, category_id: 5 })).toBe(false);
    expect(isDirectAdd({ productsID: 7, category_id: 2 })).toBe(false);
  });

  it('filters dressings by category and product', () => {
    expect(ids(dressingsFor({ productsID: 1, category_id: 1 }, dressings))).toEqual([1, 2, 3, 4]);
    expect(ids(dressingsFor({ productsID: 59, category_id: 6 }, dressings))).toEqual([5, 6, 7]);
    expect(ids(dressingsFor({ productsID: 38, category_id: 5 }, dressings))).toEqual([8, 9, 10]);
    expect(ids(dressingsFor({ productsID: 39, category_id: 5 }, dressings))).toEqual([11, 12, 13]);
    expect(ids(dressingsFor({ productsID: 63, category_id: 5 }, dressings))).toEqual([14, 15, 16, 17]);
    expect(dressingsFor({ productsID: 7, category_id: 2 }, dressings)).toEqual([]);
  });

  it('requires a dressing for salads and a sauce for 38 and 39 only', () => {
    expect(dressingRequirement({ productsID: 2, category_id: 1 })).toBe('dressing');
    expect(dressingRequirement({ productsID: 38, category_id: 5 })).toBe('sauce');
    expect(dressingRequirement({ productsID: 39, category_id: 5 })).toBe('sauce');
    expect(dressingRequirement({ productsID: 63, category_id: 5 })).toBeNull();
  });

  it('offers pizza dips up to 4 and calzone dips from 8', () => {
    expect(dipsFor({ productsID: 7, category_id: 2 }, dips).map((d) => d.dipID)).toEqual([1, 2, 3, 4]);
    expect(dipsFor({ productsID: 47, category_id: 3 }, dips).map((d) => d.dipID)).toEqual([8, 9, 10]);
    expect(dipsFor({ productsID: 50, category_id: 4 }, dips)).toEqual([]);
  });

  it('shows extras for categories 1 to 4 matched by categoryID', () => {
    expect(extrasFor({ productsID: 7, category_id: 2 }, extras).map((e) => e.categoryID)).toEqual([2]);
    expect(extrasFor({ productsID: 59, category_id: 6 }, extras)).toEqual([]);
  });

  it('knows base prices, variant selectors, display kinds and headings', () => {
    expect([4, 5, 9].every(usesNormalPrice)).toBe(true);
    expect(usesNormalPrice(2)).toBe(false);
    expect(showsVariantSelector({ productsID: 40, category_id: 2 })).toBe(false);
    expect(showsVariantSelector({ productsID: 7, category_id: 2 })).toBe(true);
    expect(lineDetailKind(38)).toBe('sauce-and-variant');
    expect(lineDetailKind(47)).toBe('dip');
    expect(lineDetailKind(59)).toBe('variant');
    expect(lineDetailKind(7)).toBe('default');
    expect(categoryName(99)).toBe('Unbekannte Kategorie');
    expect(categoryHeading('Pizza')).toBe('Bella Napoli · Pizza');
  });
});
