import { DRINKS_VAT_RATE, FOOD_VAT_RATE, type BehaviourOverrides, type Illustration, type MenuBehaviour } from '@pizzeria/domain';

/**
 * The demo menu of "Pizzeria Bella Napoli", with the ids docs/menu.md#demo-menu names. Its behaviour (direct
 * adds, sauce products 38/39, no variant selector for 40/41, dip display of 47, size display of 59,
 * dressing and dip groups) is set as attributes below, so the menu behaves exactly as docs/menu.md#demo-menu says.
 * All prices are integer cents.
 */

export interface DemoVariant {
  name: string;
  cents: number;
  available?: boolean;
}

export interface DemoProduct {
  id: number;
  categoryId: number;
  name: string;
  description: string;
  cents: number;
  /** LMIV allergen letters, e.g. 'ACG'. */
  allergens: string;
  /** Additive footnote numbers. */
  additives: number[];
  variants: DemoVariant[];
  /** Deposit (Pfand) per unit, charged on top of the price ("zzgl. 0,25 € Pfand"). */
  depositCents?: number;
  /** The number on the printed menu (DEMO_MENU_NUMBERS). */
  menuNumber: number;
}

/**
 * Category defaults (docs/menu.md#demo-menu): extras for 1–4, normal price for 4, 5, 9, drinks added directly.
 * VAT: food delivered or picked up is taxed at 7 %, drinks at 19 %.
 */
export interface DemoCategory {
  id: number;
  name: string;
  vatRate: number;
  behaviour: Partial<MenuBehaviour>;
  illustration: Illustration;
  /** Pizza and Calzone go through the oven and count against the kitchen's capacity. */
  countsForKitchenCapacity?: boolean;
  /** Drinks are handed out at the counter: not on the kitchen's tickets. */
  onKitchenTickets?: boolean;
  /** The meat dishes' size choice is their side dish. */
  variantLabel?: string;
  optionLabel?: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { id: 1, name: 'Salate', vatRate: FOOD_VAT_RATE, illustration: 'salad', behaviour: { offersExtras: true, dressingGroup: 'salat', requiredChoice: 'dressing' } },
  { id: 2, name: 'Pizza', vatRate: FOOD_VAT_RATE, illustration: 'pizza', countsForKitchenCapacity: true, behaviour: { offersExtras: true, dipGroup: 'pizza' } },
  { id: 3, name: 'Calzone', vatRate: FOOD_VAT_RATE, illustration: 'calzone', countsForKitchenCapacity: true, behaviour: { offersExtras: true, dipGroup: 'calzone' } },
  { id: 4, name: 'Pasta', vatRate: FOOD_VAT_RATE, illustration: 'pasta', behaviour: { offersExtras: true, priceFrom: 'product' } },
  {
    id: 5,
    name: 'Fleischgerichte',
    vatRate: FOOD_VAT_RATE,
    illustration: 'meat',
    variantLabel: 'Beilage',
    optionLabel: 'Beilage',
    behaviour: { priceFrom: 'product', dressingGroup: 'beilage' },
  },
  { id: 6, name: 'Extras', vatRate: FOOD_VAT_RATE, illustration: 'extras', behaviour: { dressingGroup: 'pommes' } },
  { id: 7, name: 'Alkoholfreie Getränke', vatRate: DRINKS_VAT_RATE, illustration: 'soft-drink', onKitchenTickets: false, behaviour: { addDirectly: true } },
  { id: 8, name: 'Alkoholische Getränke', vatRate: DRINKS_VAT_RATE, illustration: 'alcoholic-drink', onKitchenTickets: false, behaviour: { addDirectly: true } },
  { id: 9, name: 'Desserts', vatRate: FOOD_VAT_RATE, illustration: 'dessert', behaviour: { priceFrom: 'product' } },
];

/** docs/menu.md#how-a-product-is-added: products added directly besides the drinks. */
export const DEMO_DIRECT_ADD_IDS: readonly number[] = [33, 34, 35, 36, 37, 42, 43, 44, 45, 46, 48, 60, 61, 62];

/** Products that differ from their category's defaults (docs/menu.md#demo-menu). */
export const DEMO_PRODUCT_BEHAVIOUR: Readonly<Record<number, Partial<BehaviourOverrides>>> = {
  ...Object.fromEntries(DEMO_DIRECT_ADD_IDS.map((id) => [id, { addDirectly: true }])),
  38: { dressingGroup: 'schnitzel-schwein', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' },
  39: { dressingGroup: 'schnitzel-haehnchen', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' },
  40: { showVariantSelector: false, lineDetail: 'dip' },
  41: { showVariantSelector: false, lineDetail: 'dip' },
  47: { lineDetail: 'dip' },
  59: { lineDetail: 'variant' },
};

const salad = (cents: number, large: number): DemoVariant[] => [
  { name: 'Klein', cents },
  { name: 'Groß', cents: large },
];
const pizza = (small: number, large: number, family: number, familyAvailable = true): DemoVariant[] => [
  { name: 'Klein Ø 26 cm', cents: small },
  { name: 'Groß Ø 32 cm', cents: large },
  { name: 'Familie 40×60 cm', cents: family, available: familyAvailable },
];
const calzone = (cents: number, large: number): DemoVariant[] => [
  { name: 'Normal', cents },
  { name: 'Groß', cents: large },
];
/** Meat dishes are priced by normal_size_price (category 5), so every serving costs the same. */
const servings = (cents: number): DemoVariant[] => [
  { name: 'mit Pommes frites', cents },
  { name: 'mit Kroketten', cents },
  { name: 'mit Bratkartoffeln', cents },
];

const AGE_NOTE = 'Abgabe nur an Personen ab 16 bzw. 18 Jahren.';

/**
 * Numbers of the printed menu, in blocks as a pizzeria's menu has them: salads 1–6, pizzas from 10
 * (Nr. 12 is the Prosciutto), soft drinks from 40, alcoholic drinks from 50, calzone from 60, pasta
 * from 70, meat dishes from 81, sides from 90, desserts from 100.
 */
const MENU_NUMBER_BLOCKS: readonly (readonly [first: number, productIds: readonly number[]])[] = [
  [1, [1, 2, 3, 4, 5, 6]],
  [10, [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 40, 41]],
  [40, [67, 68, 69, 70, 71, 72, 73, 74, 75, 76]],
  [50, [77, 78, 79, 80, 81, 82]],
  [60, [27, 28, 29, 30, 31, 32, 47]],
  [70, [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58]],
  [81, [38, 39, 63, 64, 65, 66]],
  [90, [33, 34, 35, 36, 37, 59, 60, 61, 62]],
  [100, [42, 43, 44, 45, 46, 83, 84, 85]],
];
export const DEMO_MENU_NUMBERS: ReadonlyMap<number, number> = new Map(MENU_NUMBER_BLOCKS.flatMap(([first, ids]) => ids.map((id, i) => [id, first + i] as const)));

type P = Omit<DemoProduct, 'variants' | 'menuNumber'> & { variants?: DemoVariant[] };
const p = (product: P): DemoProduct => ({ variants: [], menuNumber: DEMO_MENU_NUMBERS.get(product.id) as number, ...product });

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // Salate (1–6): a dressing is mandatory.
  p({
    id: 1,
    categoryId: 1,
    name: 'Insalata Mista',
    description: 'Gemischter Blattsalat mit Tomaten, Gurken, Paprika, Karotten, Mais und roten Zwiebeln',
    cents: 650,
    allergens: '',
    additives: [],
    variants: salad(650, 890),
  }),
  p({
    id: 2,
    categoryId: 1,
    name: 'Tomaten-Mozzarella (Caprese)',
    description: 'Tomatenscheiben mit Fior di Latte, frischem Basilikum, Olivenöl und Balsamico-Creme',
    cents: 750,
    allergens: 'GO',
    additives: [],
    variants: salad(750, 990),
  }),
  p({
    id: 3,
    categoryId: 1,
    name: 'Thunfischsalat',
    description: 'Gemischter Salat mit Thunfisch, gekochtem Ei, schwarzen Oliven, Zwiebeln und Mais',
    cents: 790,
    allergens: 'CD',
    additives: [6],
    variants: salad(790, 1050),
  }),
  p({
    id: 4,
    categoryId: 1,
    name: 'Hähnchensalat',
    description: 'Gemischter Salat mit gebratenen Hähnchenbruststreifen, Kirschtomaten, Gurke und Knoblauch-Croûtons',
    cents: 850,
    allergens: 'A',
    additives: [],
    variants: salad(850, 1150),
  }),
  p({
    id: 5,
    categoryId: 1,
    name: 'Griechischer Bauernsalat',
    description: 'Tomaten, Gurken, Paprika, rote Zwiebeln, Kalamata-Oliven und Schafskäse mit Oregano',
    cents: 820,
    allergens: 'G',
    additives: [],
    variants: salad(820, 1090),
  }),
  p({
    id: 6,
    categoryId: 1,
    name: 'Rucolasalat mit Parmesan',
    description: 'Rucola mit Kirschtomaten, gehobeltem Parmesan und gerösteten Pinienkernen',
    cents: 790,
    allergens: 'G',
    additives: [],
    variants: salad(790, 1050),
  }),

  // Pizza (7–26): three sizes; the family size of Frutti di Mare is sold out.
  p({
    id: 7,
    categoryId: 2,
    name: 'Pizza Margherita',
    description: 'Tomatensoße, Mozzarella und frisches Basilikum',
    cents: 750,
    allergens: 'AG',
    additives: [],
    variants: pizza(750, 950, 1890),
  }),
  p({
    id: 8,
    categoryId: 2,
    name: 'Pizza Salami',
    description: 'Tomatensoße, Mozzarella und italienische Salami',
    cents: 850,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: pizza(850, 1050, 2090),
  }),
  p({
    id: 9,
    categoryId: 2,
    name: 'Pizza Prosciutto',
    description: 'Tomatensoße, Mozzarella und Kochschinken',
    cents: 850,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: pizza(850, 1050, 2090),
  }),
  p({
    id: 10,
    categoryId: 2,
    name: 'Pizza Funghi',
    description: 'Tomatensoße, Mozzarella und frische Champignons',
    cents: 820,
    allergens: 'AG',
    additives: [],
    variants: pizza(820, 1020, 1990),
  }),
  p({
    id: 11,
    categoryId: 2,
    name: 'Pizza Tonno',
    description: 'Tomatensoße, Mozzarella, Thunfisch und rote Zwiebeln',
    cents: 920,
    allergens: 'ADG',
    additives: [],
    variants: pizza(920, 1150, 2290),
  }),
  p({
    id: 12,
    categoryId: 2,
    name: 'Pizza Hawaii',
    description: 'Tomatensoße, Mozzarella, Kochschinken und Ananas',
    cents: 920,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: pizza(920, 1150, 2290),
  }),
  p({
    id: 13,
    categoryId: 2,
    name: 'Pizza Quattro Formaggi',
    description: 'Tomatensoße, Mozzarella, Gorgonzola, Parmesan und Fontina',
    cents: 990,
    allergens: 'AG',
    additives: [],
    variants: pizza(990, 1250, 2490),
  }),
  p({
    id: 14,
    categoryId: 2,
    name: 'Pizza Diavola',
    description: 'Tomatensoße, Mozzarella, scharfe Salami, Peperoni und Chiliflocken',
    cents: 950,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: pizza(950, 1190, 2390),
  }),
  p({
    id: 15,
    categoryId: 2,
    name: 'Pizza Capricciosa',
    description: 'Tomatensoße, Mozzarella, Kochschinken, Champignons, Artischocken und schwarze Oliven',
    cents: 1020,
    allergens: 'AG',
    additives: [2, 3, 6, 8],
    variants: pizza(1020, 1290, 2590),
  }),
  p({
    id: 16,
    categoryId: 2,
    name: 'Pizza Vegetaria',
    description: 'Tomatensoße, Mozzarella, Paprika, Zucchini, Aubergine, Champignons und Zwiebeln',
    cents: 950,
    allergens: 'AG',
    additives: [],
    variants: pizza(950, 1190, 2390),
  }),
  p({
    id: 17,
    categoryId: 2,
    name: 'Pizza Spinaci',
    description: 'Tomatensoße, Mozzarella, Blattspinat, Knoblauch und Ricotta',
    cents: 920,
    allergens: 'AG',
    additives: [],
    variants: pizza(920, 1150, 2290),
  }),
  p({
    id: 18,
    categoryId: 2,
    name: 'Pizza Calabrese',
    description: 'Tomatensoße, Mozzarella, scharfe kalabrische Salami, rote Zwiebeln und Peperoni',
    cents: 990,
    allergens: 'AG',
    additives: [2, 3],
    variants: pizza(990, 1250, 2490),
  }),
  p({
    id: 19,
    categoryId: 2,
    name: 'Pizza Frutti di Mare',
    description: 'Tomatensoße, Mozzarella, Garnelen, Miesmuscheln, Tintenfisch und Knoblauch',
    cents: 1150,
    allergens: 'ABGR',
    additives: [],
    variants: pizza(1150, 1450, 2890, false),
  }),
  p({
    id: 20,
    categoryId: 2,
    name: 'Pizza Bella Napoli (Haus-Pizza)',
    description: 'Unsere Haus-Pizza: Tomatensoße, Büffelmozzarella, Parmaschinken, Rucola, Kirschtomaten und Parmesan',
    cents: 1190,
    allergens: 'AG',
    additives: [],
    variants: pizza(1190, 1490, 2990),
  }),
  p({
    id: 21,
    categoryId: 2,
    name: 'Pizza Parma',
    description: 'Tomatensoße, Mozzarella, Parmaschinken, Rucola und gehobelter Parmesan',
    cents: 1090,
    allergens: 'AG',
    additives: [],
    variants: pizza(1090, 1350, 2690),
  }),
  p({
    id: 22,
    categoryId: 2,
    name: 'Pizza Pollo',
    description: 'Tomatensoße, Mozzarella, Hähnchenbrust, Paprika, Mais und Zwiebeln',
    cents: 990,
    allergens: 'AG',
    additives: [],
    variants: pizza(990, 1250, 2490),
  }),
  p({
    id: 23,
    categoryId: 2,
    name: 'Pizza Gyros',
    description: 'Tomatensoße, Mozzarella, Gyros, rote Zwiebeln und Tzatziki',
    cents: 1050,
    allergens: 'AG',
    additives: [],
    variants: pizza(1050, 1290, 2590),
  }),
  p({
    id: 24,
    categoryId: 2,
    name: 'Pizza Sucuk',
    description: 'Tomatensoße, Mozzarella, Sucuk (türkische Knoblauchwurst), Paprika und Zwiebeln',
    cents: 990,
    allergens: 'AG',
    additives: [2, 3, 4],
    variants: pizza(990, 1250, 2490),
  }),
  p({
    id: 25,
    categoryId: 2,
    name: 'Pizza Bolognese',
    description: 'Tomatensoße, Mozzarella und hausgemachte Rinderhackfleisch-Bolognese',
    cents: 950,
    allergens: 'AGL',
    additives: [],
    variants: pizza(950, 1190, 2390),
  }),
  p({
    id: 26,
    categoryId: 2,
    name: 'Pizza Mexicana',
    description: 'Tomatensoße, Mozzarella, Rinderhackfleisch, Jalapeños, Mais, Kidneybohnen und Zwiebeln',
    cents: 1020,
    allergens: 'AG',
    additives: [2],
    variants: pizza(1020, 1290, 2590),
  }),

  // Calzone (27–32).
  p({
    id: 27,
    categoryId: 3,
    name: 'Calzone Classica',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, Kochschinken und Champignons',
    cents: 950,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: calzone(950, 1250),
  }),
  p({
    id: 28,
    categoryId: 3,
    name: 'Calzone Salami',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, Salami und Paprika',
    cents: 950,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: calzone(950, 1250),
  }),
  p({
    id: 29,
    categoryId: 3,
    name: 'Calzone Tonno',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, Thunfisch und Zwiebeln',
    cents: 990,
    allergens: 'ADG',
    additives: [],
    variants: calzone(990, 1290),
  }),
  p({
    id: 30,
    categoryId: 3,
    name: 'Calzone Vegetaria',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, Blattspinat, Ricotta, Paprika und Champignons',
    cents: 950,
    allergens: 'AG',
    additives: [],
    variants: calzone(950, 1250),
  }),
  p({
    id: 31,
    categoryId: 3,
    name: 'Calzone Pollo',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, Hähnchenbrust, Mais und Paprika',
    cents: 1020,
    allergens: 'AG',
    additives: [],
    variants: calzone(1020, 1320),
  }),
  p({
    id: 32,
    categoryId: 3,
    name: 'Calzone Diavola',
    description: 'Gefüllt mit Tomatensoße, Mozzarella, scharfer Salami, Peperoni und Jalapeños',
    cents: 1020,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: calzone(1020, 1320),
  }),

  // Extras added directly (33–37).
  p({ id: 33, categoryId: 6, name: 'Knoblauchbrot', description: 'Ofenfrisches Pizzabrot mit Knoblauchbutter und Kräutern', cents: 450, allergens: 'AG', additives: [] }),
  p({
    id: 34,
    categoryId: 6,
    name: 'Kräuterbaguette',
    description: 'Baguette mit hausgemachter Kräuterbutter, im Ofen überbacken',
    cents: 420,
    allergens: 'AG',
    additives: [],
  }),
  p({
    id: 35,
    categoryId: 6,
    name: 'Portion Oliven',
    description: 'Marinierte Kalamata-Oliven mit Kräutern und Knoblauch, ca. 100 g',
    cents: 350,
    allergens: '',
    additives: [],
  }),
  p({ id: 36, categoryId: 6, name: 'Portion Parmesan', description: 'Frisch geriebener Parmigiano Reggiano, ca. 30 g', cents: 150, allergens: 'G', additives: [] }),
  p({ id: 37, categoryId: 6, name: 'Peperoni-Schälchen', description: 'Eingelegte scharfe Peperoni, ca. 80 g', cents: 150, allergens: '', additives: [2] }),

  // Meat dishes with a mandatory sauce (38: sauces 8–10, 39: sauces 11–13).
  p({
    id: 38,
    categoryId: 5,
    name: 'Schweineschnitzel',
    description: 'Paniertes Schnitzel vom Schwein (ca. 200 g) mit Beilagensalat und einer Soße nach Wahl',
    cents: 1390,
    allergens: 'ACG',
    additives: [],
    variants: servings(1390),
  }),
  p({
    id: 39,
    categoryId: 5,
    name: 'Hähnchenschnitzel',
    description: 'Paniertes Hähnchenbrustschnitzel mit Beilagensalat und einer Soße nach Wahl',
    cents: 1350,
    allergens: 'ACG',
    additives: [],
    variants: servings(1350),
  }),

  // Pizza without a size choice (40, 41): one variant each, pizza dips.
  p({
    id: 40,
    categoryId: 2,
    name: 'Pizzabrötchen',
    description: 'Acht frisch gebackene Pizzabrötchen mit Kräuterbutter, dazu ein Dip nach Wahl',
    cents: 550,
    allergens: 'AG',
    additives: [],
    variants: [{ name: '8 Stück', cents: 550 }],
  }),
  p({
    id: 41,
    categoryId: 2,
    name: 'Pizzabrötchen gefüllt',
    description: 'Acht Pizzabrötchen gefüllt mit Mozzarella, Kochschinken und Tomaten, dazu ein Dip nach Wahl',
    cents: 690,
    allergens: 'AG',
    additives: [2, 3, 8],
    variants: [{ name: '8 Stück', cents: 690 }],
  }),

  // Desserts added directly (42–46).
  p({
    id: 42,
    categoryId: 9,
    name: 'Tiramisu',
    description: 'Hausgemachtes Tiramisu mit Mascarpone, Löffelbiskuits und Espresso',
    cents: 490,
    allergens: 'ACG',
    additives: [11],
  }),
  p({ id: 43, categoryId: 9, name: 'Panna Cotta', description: 'Gekochte Sahne mit Bourbon-Vanille und Waldbeerensoße', cents: 450, allergens: 'G', additives: [] }),
  p({
    id: 44,
    categoryId: 9,
    name: 'Schokoladenkuchen mit flüssigem Kern',
    description: 'Warmer Schokoladenkuchen mit flüssigem Kern und einer Kugel Vanilleeis',
    cents: 550,
    allergens: 'ACFG',
    additives: [],
  }),
  p({ id: 45, categoryId: 9, name: 'Zitronensorbet', description: 'Erfrischendes Sorbet aus sizilianischen Zitronen', cents: 390, allergens: '', additives: [] }),
  p({
    id: 46,
    categoryId: 9,
    name: 'Cannoli',
    description: 'Zwei sizilianische Teigröllchen mit süßer Ricottacreme und gehackten Pistazien',
    cents: 490,
    allergens: 'ACGH',
    additives: [],
  }),

  // Calzone with one serving and calzone dips (47).
  p({
    id: 47,
    categoryId: 3,
    name: 'Panzerotti',
    description: 'Vier frittierte Mini-Calzone mit Tomate und Mozzarella, dazu ein Dip nach Wahl',
    cents: 650,
    allergens: 'AG',
    additives: [],
    variants: [{ name: '4 Stück', cents: 650 }],
  }),

  // Pasta (48 added directly, 49–58 with extras), priced by normal_size_price.
  p({
    id: 48,
    categoryId: 4,
    name: 'Lasagne al forno',
    description: 'Hausgemachte Lasagne mit Rinderhackfleisch-Bolognese, Béchamelsoße und Mozzarella, im Ofen überbacken',
    cents: 1090,
    allergens: 'ACGL',
    additives: [],
  }),
  p({
    id: 49,
    categoryId: 4,
    name: 'Spaghetti Napoli',
    description: 'Spaghetti in fruchtiger Tomatensoße mit frischem Basilikum',
    cents: 850,
    allergens: 'A',
    additives: [],
  }),
  p({ id: 50, categoryId: 4, name: 'Spaghetti Bolognese', description: 'Spaghetti mit hausgemachter Rinderhackfleischsoße', cents: 950, allergens: 'AL', additives: [] }),
  p({
    id: 51,
    categoryId: 4,
    name: 'Spaghetti Carbonara',
    description: 'Spaghetti mit Guanciale, Eigelb, Pecorino und schwarzem Pfeffer',
    cents: 1050,
    allergens: 'ACG',
    additives: [2, 3],
  }),
  p({
    id: 52,
    categoryId: 4,
    name: 'Spaghetti Aglio e Olio',
    description: 'Spaghetti mit Knoblauch, Olivenöl, Chili und Petersilie',
    cents: 820,
    allergens: 'A',
    additives: [],
  }),
  p({ id: 53, categoryId: 4, name: 'Penne Arrabbiata', description: 'Penne in scharfer Tomatensoße mit Knoblauch und Chili', cents: 850, allergens: 'A', additives: [] }),
  p({
    id: 54,
    categoryId: 4,
    name: 'Tagliatelle al Salmone',
    description: 'Bandnudeln mit Räucherlachs in Sahnesoße mit Dill',
    cents: 1250,
    allergens: 'ACDG',
    additives: [],
  }),
  p({
    id: 55,
    categoryId: 4,
    name: 'Tortellini alla Panna',
    description: 'Mit Fleisch gefüllte Tortellini in Sahnesoße mit Kochschinken und Erbsen',
    cents: 1050,
    allergens: 'ACG',
    additives: [2, 3, 8],
  }),
  p({
    id: 56,
    categoryId: 4,
    name: 'Gnocchi al Gorgonzola',
    description: 'Kartoffelgnocchi in cremiger Gorgonzolasoße mit Walnüssen',
    cents: 1090,
    allergens: 'AGH',
    additives: [],
  }),
  p({
    id: 57,
    categoryId: 4,
    name: 'Rigatoni al Forno',
    description: 'Rigatoni mit Bolognese und Mozzarella, im Ofen überbacken',
    cents: 1090,
    allergens: 'AGL',
    additives: [],
  }),
  p({
    id: 58,
    categoryId: 4,
    name: 'Penne Pollo e Spinaci',
    description: 'Penne mit Hähnchenbruststreifen und Blattspinat in Knoblauch-Sahnesoße',
    cents: 1150,
    allergens: 'AG',
    additives: [],
  }),

  // Fries with size and optional sauce (dressings 5–7).
  p({
    id: 59,
    categoryId: 6,
    name: 'Pommes frites',
    description: 'Goldgelb frittierte Pommes frites, wahlweise mit Ketchup, Mayonnaise oder beidem',
    cents: 350,
    allergens: '',
    additives: [],
    variants: [
      { name: 'Klein', cents: 350 },
      { name: 'Groß', cents: 490 },
    ],
  }),

  // Extras added directly (60–62).
  p({
    id: 60,
    categoryId: 6,
    name: 'Mozzarella-Sticks (6 Stück)',
    description: 'Panierte Mozzarella-Sticks, knusprig frittiert, mit Tomatendip',
    cents: 590,
    allergens: 'ACG',
    additives: [],
  }),
  p({
    id: 61,
    categoryId: 6,
    name: 'Chicken Wings (8 Stück)',
    description: 'Würzig marinierte Hähnchenflügel mit Barbecue-Dip',
    cents: 790,
    allergens: 'FM',
    additives: [2],
  }),
  p({ id: 62, categoryId: 6, name: 'Onion Rings (8 Stück)', description: 'Knusprig panierte Zwiebelringe', cents: 450, allergens: 'A', additives: [] }),

  // Meat dishes with an optional side (dressings 14 and above).
  p({
    id: 63,
    categoryId: 5,
    name: 'Gyros-Teller',
    description: 'Gyros vom Schwein mit Zwiebeln, Tzatziki und Krautsalat, dazu eine Beilage nach Wahl',
    cents: 1350,
    allergens: 'G',
    additives: [],
  }),
  p({
    id: 64,
    categoryId: 5,
    name: 'Rumpsteak',
    description: 'Rumpsteak vom Weiderind (ca. 250 g), rosa gebraten, mit Kräuterbutter und Grillgemüse, dazu eine Beilage nach Wahl',
    cents: 2290,
    allergens: 'G',
    additives: [],
  }),
  p({
    id: 65,
    categoryId: 5,
    name: 'Schweinemedaillons',
    description: 'Schweinemedaillons in Champignon-Rahmsoße mit Gemüse, dazu eine Beilage nach Wahl',
    cents: 1690,
    allergens: 'AGL',
    additives: [],
  }),
  p({
    id: 66,
    categoryId: 5,
    name: 'Hähnchenbrustfilet',
    description: 'Gegrilltes Hähnchenbrustfilet in Kräutermarinade mit Gemüse, dazu eine Beilage nach Wahl',
    cents: 1490,
    allergens: '',
    additives: [],
  }),

  // Soft drinks (67–76), added directly. The reusable bottles' prices include their deposit; cans and
  // single-use bottles carry the statutory single-use deposit of 0,25 € on top (DPG), shown beside the price.
  p({ id: 67, categoryId: 7, name: 'Coca-Cola 1,0 l', description: 'Mehrwegflasche, inkl. Pfand', cents: 390, allergens: '', additives: [1, 11] }),
  p({
    id: 68,
    categoryId: 7,
    name: 'Coca-Cola Zero 1,0 l',
    description: 'Ohne Zucker, Mehrwegflasche, inkl. Pfand',
    cents: 390,
    allergens: '',
    additives: [1, 9, 10, 11],
  }),
  p({ id: 69, categoryId: 7, name: 'Fanta 1,0 l', description: 'Orangenlimonade, Mehrwegflasche, inkl. Pfand', cents: 390, allergens: '', additives: [1, 9] }),
  p({ id: 70, categoryId: 7, name: 'Sprite 1,0 l', description: 'Zitronen-Limetten-Limonade, Mehrwegflasche, inkl. Pfand', cents: 390, allergens: '', additives: [9] }),
  p({ id: 71, categoryId: 7, name: 'Apfelschorle 0,5 l', description: 'Apfelsaftschorle, 60 % Fruchtsaftanteil, inkl. Pfand', cents: 290, allergens: '', additives: [] }),
  p({
    id: 72,
    categoryId: 7,
    name: 'Mineralwasser 0,75 l',
    description: 'Natürliches Mineralwasser mit Kohlensäure, inkl. Pfand',
    cents: 290,
    allergens: '',
    additives: [],
  }),
  p({
    id: 73,
    categoryId: 7,
    name: 'Stilles Wasser 0,75 l',
    description: 'Natürliches Mineralwasser ohne Kohlensäure, inkl. Pfand',
    cents: 290,
    allergens: '',
    additives: [],
  }),
  p({
    id: 74,
    categoryId: 7,
    name: 'Eistee Pfirsich 0,5 l',
    description: 'Erfrischungsgetränk mit Schwarztee-Extrakt und Pfirsichgeschmack, Einwegflasche',
    cents: 270,
    depositCents: 25,
    allergens: '',
    additives: [3],
  }),
  p({
    id: 75,
    categoryId: 7,
    name: 'San Pellegrino Aranciata 0,33 l',
    description: 'Italienische Orangenlimonade in der Dose',
    cents: 250,
    depositCents: 25,
    allergens: '',
    additives: [],
  }),
  p({
    id: 76,
    categoryId: 7,
    name: 'Red Bull 0,25 l',
    description: 'Energy Drink in der Dose, erhöhter Koffeingehalt',
    cents: 300,
    depositCents: 25,
    allergens: '',
    additives: [1, 11],
  }),

  // Alcoholic drinks (77–82), added directly.
  p({
    id: 77,
    categoryId: 8,
    name: 'Peroni 0,33 l',
    description: `Italienisches Lagerbier, 5,1 % vol., inkl. Pfand. ${AGE_NOTE}`,
    cents: 350,
    allergens: 'A',
    additives: [],
  }),
  p({ id: 78, categoryId: 8, name: "Beck's 0,5 l", description: `Pilsener, 4,9 % vol., inkl. Pfand. ${AGE_NOTE}`, cents: 390, allergens: 'A', additives: [] }),
  p({
    id: 79,
    categoryId: 8,
    name: 'Radler 0,5 l',
    description: `Pils mit Zitronenlimonade, 2,5 % vol., inkl. Pfand. ${AGE_NOTE}`,
    cents: 390,
    allergens: 'A',
    additives: [],
  }),
  p({
    id: 80,
    categoryId: 8,
    name: 'Lambrusco 0,75 l',
    description: `Lambrusco dell'Emilia IGT, rot, lieblich, 8 % vol. ${AGE_NOTE}`,
    cents: 1490,
    allergens: 'O',
    additives: [],
  }),
  p({
    id: 81,
    categoryId: 8,
    name: 'Chianti Classico 0,75 l',
    description: `Chianti Classico DOCG, rot, trocken, 13 % vol. ${AGE_NOTE}`,
    cents: 2490,
    allergens: 'O',
    additives: [],
  }),
  p({
    id: 82,
    categoryId: 8,
    name: 'Prosecco 0,75 l',
    description: `Prosecco DOC Spumante, extra dry, 11 % vol. ${AGE_NOTE}`,
    cents: 1990,
    allergens: 'O',
    additives: [],
  }),

  // Desserts with the popup (83–85), priced by normal_size_price.
  p({
    id: 83,
    categoryId: 9,
    name: 'Spaghetti-Eis',
    description: 'Vanilleeis durch die Presse gedrückt, mit Sahne, Erdbeersoße und weißen Schokoladenraspeln',
    cents: 590,
    allergens: 'CFG',
    additives: [],
  }),
  p({ id: 84, categoryId: 9, name: 'Tartufo', description: 'Eiskugel aus Zabaione- und Schokoladeneis mit Kakaoüberzug', cents: 550, allergens: 'CFGH', additives: [] }),
  p({ id: 85, categoryId: 9, name: 'Crème brûlée', description: 'Vanillecreme mit karamellisierter Zuckerkruste', cents: 550, allergens: 'CG', additives: [] }),
];

/** Allergen letters and additive numbers of an extra, dressing or dip. */
export interface DemoLabels {
  allergens?: string;
  additives?: number[];
}

export const DEMO_EXTRAS: readonly ({ categoryId: number; name: string; cents: number } & DemoLabels)[] = [
  { categoryId: 1, name: 'Thunfisch', cents: 150, allergens: 'D' },
  { categoryId: 1, name: 'Hähnchenbruststreifen', cents: 250 },
  { categoryId: 1, name: 'Schafskäse', cents: 150, allergens: 'G' },
  { categoryId: 1, name: 'Ei', cents: 100, allergens: 'C' },
  { categoryId: 1, name: 'Oliven', cents: 100, additives: [6] },
  { categoryId: 2, name: 'Extra Käse', cents: 150, allergens: 'G' },
  { categoryId: 2, name: 'Salami', cents: 150, additives: [2, 3, 8] },
  { categoryId: 2, name: 'Schinken', cents: 150, additives: [2, 3, 8] },
  { categoryId: 2, name: 'Champignons', cents: 100 },
  { categoryId: 2, name: 'Paprika', cents: 100 },
  { categoryId: 2, name: 'Zwiebeln', cents: 80 },
  { categoryId: 2, name: 'Oliven', cents: 100, additives: [6] },
  { categoryId: 2, name: 'Peperoni', cents: 100, additives: [2] },
  { categoryId: 2, name: 'Rucola', cents: 120 },
  { categoryId: 2, name: 'Büffelmozzarella', cents: 250, allergens: 'G' },
  { categoryId: 2, name: 'Thunfisch', cents: 150, allergens: 'D' },
  { categoryId: 2, name: 'Ananas', cents: 100 },
  { categoryId: 2, name: 'Jalapeños', cents: 100, additives: [2] },
  { categoryId: 2, name: 'Knoblauch', cents: 50 },
  { categoryId: 2, name: 'Sardellen', cents: 150, allergens: 'D', additives: [2] },
  { categoryId: 3, name: 'Extra Käse', cents: 150, allergens: 'G' },
  { categoryId: 3, name: 'Salami', cents: 150, additives: [2, 3, 8] },
  { categoryId: 3, name: 'Schinken', cents: 150, additives: [2, 3, 8] },
  { categoryId: 3, name: 'Champignons', cents: 100 },
  { categoryId: 3, name: 'Paprika', cents: 100 },
  { categoryId: 3, name: 'Zwiebeln', cents: 80 },
  { categoryId: 3, name: 'Blattspinat', cents: 100 },
  { categoryId: 3, name: 'Hähnchenbrust', cents: 200 },
  { categoryId: 4, name: 'Parmesan', cents: 100, allergens: 'G' },
  { categoryId: 4, name: 'Hähnchenbrust', cents: 250 },
  { categoryId: 4, name: 'Garnelen', cents: 350, allergens: 'B' },
  { categoryId: 4, name: 'Extra Soße', cents: 150, allergens: 'G' },
];

/** Listed in id order (the position is the id, as the id ranges of docs/menu.md#demo-menu have it); the group is the filter. */
export const DEMO_DRESSINGS: readonly ({ name: string; group: string } & DemoLabels)[] = [
  { name: 'Joghurt-Kräuter-Dressing', group: 'salat', allergens: 'GM' },
  { name: 'Balsamico-Dressing', group: 'salat', allergens: 'MO' },
  { name: 'French-Dressing', group: 'salat', allergens: 'CM' },
  { name: 'Essig & Öl', group: 'salat', allergens: 'O' },
  { name: 'Ketchup', group: 'pommes' },
  { name: 'Mayonnaise', group: 'pommes', allergens: 'CM' },
  { name: 'Ketchup & Mayonnaise', group: 'pommes', allergens: 'CM' },
  { name: 'Jägersoße', group: 'schnitzel-schwein', allergens: 'AGL' },
  { name: 'Rahmsoße', group: 'schnitzel-schwein', allergens: 'AG' },
  { name: 'Pfeffersoße', group: 'schnitzel-schwein', allergens: 'AG' },
  { name: 'Tzatziki', group: 'schnitzel-haehnchen', allergens: 'G' },
  { name: 'Knoblauchsoße', group: 'schnitzel-haehnchen', allergens: 'CGM' },
  { name: 'Cocktailsoße', group: 'schnitzel-haehnchen', allergens: 'CM' },
  { name: 'Pommes frites', group: 'beilage' },
  { name: 'Kroketten', group: 'beilage', allergens: 'ACG' },
  { name: 'Reis', group: 'beilage' },
  { name: 'Bratkartoffeln', group: 'beilage' },
];

/** docs/menu.md#demo-menu: pizza dips have dipID up to 4, calzone dips from 8; the group is the filter. */
export const DEMO_DIPS: readonly ({ dipId: number; name: string; cents: number; group: string } & DemoLabels)[] = [
  { dipId: 1, name: 'Knoblauch-Dip', cents: 100, group: 'pizza', allergens: 'CGM' },
  { dipId: 2, name: 'Kräuter-Dip', cents: 100, group: 'pizza', allergens: 'G' },
  { dipId: 3, name: 'Chili-Dip', cents: 100, group: 'pizza' },
  { dipId: 4, name: 'Cocktail-Dip', cents: 100, group: 'pizza', allergens: 'CM' },
  { dipId: 8, name: 'Tomatensoße', cents: 150, group: 'calzone' },
  { dipId: 9, name: 'Sauce Hollandaise', cents: 150, group: 'calzone', allergens: 'CG' },
  { dipId: 10, name: 'Knoblauchsoße', cents: 150, group: 'calzone', allergens: 'CGM' },
];

/** Delivery area around the shop in the (fictitious) town of Weidenfeld an der Lahn. */
export const DEMO_LOCATIONS: readonly { plz: string; name: string; minOrderCents: number }[] = [
  { plz: '35410', name: 'Weidenfeld', minOrderCents: 1200 },
  { plz: '35410', name: 'Weidenfeld-Nord', minOrderCents: 1200 },
  { plz: '35411', name: 'Weidenfeld-Süd', minOrderCents: 1200 },
  { plz: '35412', name: 'Altenhain', minOrderCents: 1500 },
  { plz: '35412', name: 'Birkenau an der Lahn', minOrderCents: 1500 },
  { plz: '35415', name: 'Dornbach', minOrderCents: 1800 },
  { plz: '35415', name: 'Eichenrode', minOrderCents: 1800 },
  { plz: '35418', name: 'Falkenberg', minOrderCents: 2000 },
  { plz: '35419', name: 'Grünwiesen', minOrderCents: 2200 },
  { plz: '35420', name: 'Hohenlinden', minOrderCents: 2500 },
];
