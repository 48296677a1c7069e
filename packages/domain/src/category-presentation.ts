/**
 * How a category presents its products, set by the owner per category (the demo seed reproduces
 * what the demo menu showed, docs/menu.md#categories): the drawing on the product cards and the popup's labels.
 */
export const ILLUSTRATIONS = ['salad', 'pizza', 'calzone', 'pasta', 'meat', 'extras', 'soft-drink', 'alcoholic-drink', 'dessert'] as const;
export type Illustration = (typeof ILLUSTRATIONS)[number];

/** German names of the drawings, for the back office's select. */
export const ILLUSTRATION_NAMES: Record<Illustration, string> = {
  salad: 'Salat',
  pizza: 'Pizza',
  calzone: 'Calzone',
  pasta: 'Pasta',
  meat: 'Fleischgericht',
  extras: 'Beilagen/Extras',
  'soft-drink': 'Alkoholfreies Getränk',
  'alcoholic-drink': 'Alkoholisches Getränk',
  dessert: 'Dessert',
};

export const CATEGORY_PRESENTATION_DEFAULTS = {
  illustration: 'pizza' as Illustration,
  variantLabel: 'Größe',
  optionLabel: 'Sauce',
  countsForKitchenCapacity: false,
  /** Its lines print on kitchen tickets (the demo's drinks do not). */
  onKitchenTickets: true,
} as const;

/** Longest label the popup fits on a phone. */
export const CHOICE_LABEL_MAX = 30;
