import { ADDITIVES, ALLERGENS, CATEGORY_NAMES, DEFAULT_BEHAVIOUR, resolveBehaviour } from '@pizzeria/domain';
import { DEMO_CATEGORIES, DEMO_DIPS, DEMO_DIRECT_ADD_IDS, DEMO_DRESSINGS, DEMO_EXTRAS, DEMO_LOCATIONS, DEMO_PRODUCTS, DEMO_PRODUCT_BEHAVIOUR } from './demo-menu.data';

const byId = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));
const categoryDefaults = new Map(DEMO_CATEGORIES.map((c) => [c.id, { ...DEFAULT_BEHAVIOUR, ...c.behaviour }]));
const behaviourOf = (p: (typeof DEMO_PRODUCTS)[number]) => resolveBehaviour(DEMO_PRODUCT_BEHAVIOUR[p.id] ?? {}, categoryDefaults.get(p.categoryId)!);
const idsIn = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('demo menu data', () => {
  it('has the spec categories with their fixed ids', () => {
    expect(Object.fromEntries(DEMO_CATEGORIES.map((c) => [c.id, c.name]))).toEqual(CATEGORY_NAMES);
  });

  it('numbers products 1..85 without gaps or duplicates', () => {
    expect(DEMO_PRODUCTS.map((p) => p.id)).toEqual(idsIn(1, 85));
  });

  it('gives every product its own number of the printed menu: Nr. 12 a pizza with sizes, Nr. 40 a drink', () => {
    const numbers = DEMO_PRODUCTS.map((p) => p.menuNumber);
    expect(numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= 9999)).toBe(true);
    expect(new Set(numbers).size).toBe(DEMO_PRODUCTS.length);
    const nr = (n: number) => DEMO_PRODUCTS.find((p) => p.menuNumber === n)!;
    expect(nr(12)).toMatchObject({ categoryId: 2, name: 'Pizza Prosciutto' });
    expect(nr(12).variants.map((v) => v.name)).toContain('Groß Ø 32 cm');
    expect(nr(40)).toMatchObject({ categoryId: 7, name: 'Coca-Cola 1,0 l' });
  });

  it.each([
    [1, 6, 1],
    [7, 26, 2],
    [27, 32, 3],
    [33, 37, 6],
    [38, 39, 5],
    [40, 41, 2],
    [42, 46, 9],
    [47, 47, 3],
    [48, 58, 4],
    [59, 62, 6],
    [63, 66, 5],
    [67, 76, 7],
    [77, 82, 8],
    [83, 85, 9],
  ])('puts products %i-%i into category %i', (from, to, categoryId) => {
    for (const id of idsIn(from, to)) expect(byId.get(id)?.categoryId).toBe(categoryId);
  });

  it('gives every pizza 7-26 the three sizes, the small one as its normal price', () => {
    for (const id of idsIn(7, 26)) {
      const product = byId.get(id)!;
      expect(product.variants.map((v) => v.name)).toEqual(['Klein Ø 26 cm', 'Groß Ø 32 cm', 'Familie 40×60 cm']);
      expect(product.cents).toBe(product.variants[0].cents);
    }
  });

  it('gives 40, 41 and 47 exactly one variant', () => {
    for (const id of [40, 41, 47]) expect(byId.get(id)!.variants).toHaveLength(1);
  });

  it('gives directly added products no variants (they are ordered as "Standard")', () => {
    const direct = DEMO_PRODUCTS.filter((p) => behaviourOf(p).addDirectly);
    for (const product of direct) expect(product.variants).toEqual([]);
    expect(direct.map((p) => p.id)).toEqual(
      [...DEMO_DIRECT_ADD_IDS, ...DEMO_PRODUCTS.filter((p) => [7, 8].includes(p.categoryId)).map((p) => p.id)].sort((a, b) => a - b),
    );
  });

  it('has exactly one sold-out variant', () => {
    const soldOut = DEMO_PRODUCTS.flatMap((p) => p.variants.filter((v) => v.available === false).map((v) => `${p.id} ${v.name}`));
    expect(soldOut).toEqual(['19 Familie 40×60 cm']);
  });

  it('stores every price as positive integer cents', () => {
    const prices = [
      ...DEMO_PRODUCTS.flatMap((p) => [p.cents, ...p.variants.map((v) => v.cents)]),
      ...DEMO_EXTRAS.map((e) => e.cents),
      ...DEMO_DIPS.map((d) => d.cents),
      ...DEMO_LOCATIONS.map((l) => l.minOrderCents),
    ];
    for (const cents of prices) {
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThan(0);
    }
  });

  it('labels allergens and additives of products, extras, dressings and dips only with known codes', () => {
    const letters = new Set(ALLERGENS.map((a) => a.letter));
    const additives = new Set(ADDITIVES.map((s) => s.id));
    const labelled = [...DEMO_PRODUCTS, ...DEMO_EXTRAS, ...DEMO_DRESSINGS, ...DEMO_DIPS];
    for (const option of labelled) {
      for (const letter of option.allergens ?? '') expect(letters.has(letter)).toBe(true);
      for (const id of option.additives ?? []) expect(additives.has(id)).toBe(true);
    }
  });

  it('labels the options whose allergens a customer cannot guess from the name', () => {
    const dressing = (name: string) => DEMO_DRESSINGS.find((d) => d.name === name)!;
    const dip = (name: string) => DEMO_DIPS.find((d) => d.name === name)!;
    expect(dressing('Mayonnaise').allergens).toBe('CM');
    expect(dip('Sauce Hollandaise').allergens).toBe('CG');
    expect(DEMO_EXTRAS.find((e) => e.name === 'Sardellen')).toMatchObject({ allergens: 'D', additives: [2] });
    expect(DEMO_EXTRAS.filter((e) => e.name === 'Salami').every((e) => e.additives?.join() === '2,3,8')).toBe(true);
  });

  it('lists the dressings in their spec id ranges', () => {
    const at = (id: number) => DEMO_DRESSINGS[id - 1].name;
    expect([at(1), at(4), at(5), at(7), at(8), at(10), at(11), at(13), at(14)]).toEqual([
      'Joghurt-Kräuter-Dressing',
      'Essig & Öl',
      'Ketchup',
      'Ketchup & Mayonnaise',
      'Jägersoße',
      'Pfeffersoße',
      'Tzatziki',
      'Cocktailsoße',
      'Pommes frites',
    ]);
  });

  it('has pizza dips 1-4 and calzone dips from 8, with unique dip ids', () => {
    expect(DEMO_DIPS.map((d) => d.dipId)).toEqual([1, 2, 3, 4, 8, 9, 10]);
  });

  it('has unique delivery locations with five-digit postal codes', () => {
    expect(new Set(DEMO_LOCATIONS.map((l) => `${l.plz}|${l.name}`)).size).toBe(DEMO_LOCATIONS.length);
    for (const location of DEMO_LOCATIONS) expect(location.plz).toMatch(/^\d{5}$/);
  });
});
