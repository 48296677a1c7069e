import { ALLERGEN_LETTERS_PATTERN, ALLERGENS, labelCodes, labelLegend } from './food-labels';

describe('food labels', () => {
  it('knows the 14 LMIV allergens by their menu letters', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGEN_LETTERS_PATTERN.test('ACGM')).toBe(true);
    expect(ALLERGEN_LETTERS_PATTERN.test('AX')).toBe(false);
  });

  it('prints an option’s codes as letters in menu order, then numbers, each once', () => {
    expect(labelCodes({ allergens: 'MCC', additives: [8, 2, 3, 2] })).toEqual(['C', 'M', '2', '3', '8']);
    expect(labelCodes({})).toEqual([]);
  });

  it('explains exactly the codes that occur', () => {
    expect(labelLegend([{ allergens: 'G' }, { allergens: 'CG', additives: [2] }, {}])).toEqual([
      { code: 'C', name: 'Eier' },
      { code: 'G', name: 'Milch (einschließlich Laktose)' },
      { code: '2', name: 'mit Konservierungsstoff' },
    ]);
  });
});
