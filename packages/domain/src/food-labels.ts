/**
 * Allergen and additive labelling as German menus print it: the 14 main allergens of the LMIV
 * (EU 1169/2011, Annex II) by their customary letters, labelled additives by footnote number.
 * Both lists are fixed by law, so the menu, the popup and the seed share them from here.
 */
export const ALLERGENS: readonly { letter: string; name: string }[] = [
  { letter: 'A', name: 'Glutenhaltiges Getreide' },
  { letter: 'B', name: 'Krebstiere' },
  { letter: 'C', name: 'Eier' },
  { letter: 'D', name: 'Fisch' },
  { letter: 'E', name: 'Erdnüsse' },
  { letter: 'F', name: 'Soja' },
  { letter: 'G', name: 'Milch (einschließlich Laktose)' },
  { letter: 'H', name: 'Schalenfrüchte (Nüsse)' },
  { letter: 'L', name: 'Sellerie' },
  { letter: 'M', name: 'Senf' },
  { letter: 'N', name: 'Sesamsamen' },
  { letter: 'O', name: 'Schwefeldioxid und Sulfite' },
  { letter: 'P', name: 'Lupinen' },
  { letter: 'R', name: 'Weichtiere' },
];

/** Additives that must be named on a menu, by their footnote number. */
export const ADDITIVES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'mit Farbstoff' },
  { id: 2, name: 'mit Konservierungsstoff' },
  { id: 3, name: 'mit Antioxidationsmittel' },
  { id: 4, name: 'mit Geschmacksverstärker' },
  { id: 5, name: 'geschwefelt' },
  { id: 6, name: 'geschwärzt' },
  { id: 7, name: 'gewachst' },
  { id: 8, name: 'mit Phosphat' },
  { id: 9, name: 'mit Süßungsmittel' },
  { id: 10, name: 'enthält eine Phenylalaninquelle' },
  { id: 11, name: 'koffeinhaltig' },
  { id: 12, name: 'chininhaltig' },
];

/** What an extra, dressing or dip contains: allergen letters ('CM') and additive numbers ([2, 3]). */
export interface FoodLabels {
  allergens?: string;
  additives?: readonly number[];
}

const ALLERGEN_ORDER = ALLERGENS.map((a) => a.letter).join('');
export const ALLERGEN_LETTERS_PATTERN = new RegExp(`^[${ALLERGEN_ORDER}]*$`);

/** The codes of one option as a menu prints them: letters, then numbers (['C', 'M', '2']); none when it has none. */
export function labelCodes({ allergens = '', additives = [] }: FoodLabels): string[] {
  const letters = [...new Set(allergens)].sort((a, b) => ALLERGEN_ORDER.indexOf(a) - ALLERGEN_ORDER.indexOf(b));
  const numbers = [...new Set(additives)].sort((a, b) => a - b).map(String);
  return [...letters, ...numbers];
}

/** The legend for a set of options: every code that occurs, with its name, letters first. */
export function labelLegend(options: readonly FoodLabels[]): { code: string; name: string }[] {
  const letters = new Set(options.flatMap((o) => [...(o.allergens ?? '')]));
  const numbers = new Set(options.flatMap((o) => o.additives ?? []));
  return [
    ...ALLERGENS.filter((a) => letters.has(a.letter)).map((a) => ({ code: a.letter, name: a.name })),
    ...ADDITIVES.filter((a) => numbers.has(a.id)).map((a) => ({ code: String(a.id), name: a.name })),
  ];
}
