import {
  DEFAULT_BEHAVIOUR,
  NO_OVERRIDES,
  categoryHeading,
  categoryName,
  dipsFor,
  dressingRequirement,
  dressingsFor,
  extrasFor,
  isDirectAdd,
  lineDetailKind,
  resolveBehaviour,
  showsVariantSelector,
  usesNormalPrice,
} from './index';

const dressings = [
  ...[1, 2].map((dressingID) => ({ dressingID, dressingName: `D${dressingID}`, group: 'salat' })),
  ...[8, 9].map((dressingID) => ({ dressingID, dressingName: `D${dressingID}`, group: 'schnitzel' })),
];
const dips = [
  { dipsID: 1, dipID: 1, dipName: 'Dip 1', price: 1, group: 'pizza' },
  { dipsID: 5, dipID: 8, dipName: 'Dip 8', price: 1, group: 'calzone' },
];
const extras = [1, 2, 6].map((categoryID, i) => ({ extraID: i + 1, categoryID, extra_name: `E${i}`, price: 1 }));
const ids = (rows: { dressingID: number }[]) => rows.map((r) => r.dressingID);

const fleisch = { ...DEFAULT_BEHAVIOUR, priceFrom: 'product' as const, dressingGroup: 'beilage' };
const getraenke = { ...DEFAULT_BEHAVIOUR, addDirectly: true };

describe('menu behaviour attributes', () => {
  it('takes the category default where the product sets nothing (a new drink is added directly)', () => {
    expect(resolveBehaviour(NO_OVERRIDES, getraenke)).toEqual(getraenke);
    expect(isDirectAdd(resolveBehaviour({}, getraenke))).toBe(true);
    expect(isDirectAdd(resolveBehaviour({ addDirectly: false }, getraenke))).toBe(false);
  });

  it('lets a product override its category, with explicit "none" for groups and the required choice', () => {
    const sauce = resolveBehaviour({ dressingGroup: 'schnitzel', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' }, fleisch);
    expect(sauce).toMatchObject({ priceFrom: 'product', dressingGroup: 'schnitzel', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' });
    expect(resolveBehaviour({ dressingGroup: '' }, fleisch).dressingGroup).toBeNull();
    expect(resolveBehaviour({ requiredChoice: 'none' }, { ...fleisch, requiredChoice: 'dressing' }).requiredChoice).toBeNull();
  });

  it('filters dressings and dips by the group the product offers', () => {
    expect(ids(dressingsFor({ dressingGroup: 'salat' }, dressings))).toEqual([1, 2]);
    expect(ids(dressingsFor({ dressingGroup: 'schnitzel' }, dressings))).toEqual([8, 9]);
    expect(dressingsFor({ dressingGroup: null }, dressings)).toEqual([]);
    expect(dipsFor({ dipGroup: 'pizza' }, dips).map((d) => d.dipID)).toEqual([1]);
    expect(dipsFor({ dipGroup: 'calzone' }, dips).map((d) => d.dipID)).toEqual([8]);
    expect(dipsFor({ dipGroup: null }, dips)).toEqual([]);
  });

  it('offers the extras of the product category only when the product offers extras', () => {
    expect(extrasFor({ offersExtras: true, category_id: 2 }, extras).map((e) => e.categoryID)).toEqual([2]);
    expect(extrasFor({ offersExtras: false, category_id: 6 }, extras)).toEqual([]);
  });

  it('reads base price, variant selector, required choice and line display from the attributes', () => {
    expect(usesNormalPrice({ priceFrom: 'product' })).toBe(true);
    expect(usesNormalPrice({ priceFrom: 'variant' })).toBe(false);
    expect(showsVariantSelector({ showVariantSelector: false })).toBe(false);
    expect(dressingRequirement({ requiredChoice: 'sauce' })).toBe('sauce');
    expect(dressingRequirement({ requiredChoice: null })).toBeNull();
    expect(lineDetailKind({ lineDetail: 'dip' })).toBe('dip');
    expect(lineDetailKind({})).toBe('default');
    expect(categoryName(99)).toBe('Unbekannte Kategorie');
    expect(categoryHeading('Pizzeria Bella Napoli', 'Pizza')).toBe('Bella Napoli · Pizza');
    expect(categoryHeading('Trattoria Sole', 'Pasta')).toBe('Sole · Pasta');
  });
});
