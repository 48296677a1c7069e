import {
  DEFAULT_BEHAVIOUR,
  type Category,
  type Dip,
  type Dressing,
  type Extra,
  type Location,
  type MenuBehaviour,
  type Product,
  type ProductVariant,
} from '@pizzeria/domain';
import type { MenuData } from '../shop/menu-api';

/** The demo menu's behaviour attributes (as the backend's seed sets them) for the categories and products used here. */
const CATEGORY_BEHAVIOUR: Record<number, Partial<MenuBehaviour>> = {
  1: { offersExtras: true, dressingGroup: 'salat', requiredChoice: 'dressing' },
  2: { offersExtras: true, dipGroup: 'pizza' },
  3: { offersExtras: true, dipGroup: 'calzone' },
  4: { offersExtras: true, priceFrom: 'product' },
  5: { priceFrom: 'product', dressingGroup: 'beilage' },
  6: { dressingGroup: 'pommes' },
  7: { addDirectly: true },
};
const PRODUCT_BEHAVIOUR: Record<number, Partial<MenuBehaviour>> = {
  33: { addDirectly: true },
  38: { dressingGroup: 'schnitzel-schwein', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' },
  40: { showVariantSelector: false, lineDetail: 'dip' },
};

const product = (productsID: number, category_id: number, productsName: string, normal_size_price: number): Product => ({
  productsID,
  productsName,
  productsDescription: `${productsName} nach Art des Hauses`,
  normal_size_price,
  category_id,
  category_name: '',
  available: true,
  ...DEFAULT_BEHAVIOUR,
  ...CATEGORY_BEHAVIOUR[category_id],
  ...PRODUCT_BEHAVIOUR[productsID],
});

export const categories: Category[] = [
  { categoriesID: 1, categoriesName: 'Salate', vatRate: 7, illustration: 'salad', variantLabel: 'Größe', optionLabel: 'Sauce' },
  { categoriesID: 2, categoriesName: 'Pizza', vatRate: 7, illustration: 'pizza', variantLabel: 'Größe', optionLabel: 'Sauce' },
  { categoriesID: 3, categoriesName: 'Calzone', vatRate: 7, illustration: 'calzone', variantLabel: 'Größe', optionLabel: 'Sauce' },
  { categoriesID: 4, categoriesName: 'Pasta', vatRate: 7, illustration: 'pasta', variantLabel: 'Größe', optionLabel: 'Sauce' },
  // As the demo seed sets it: the meat dishes' size and optional choice are their side dish.
  { categoriesID: 5, categoriesName: 'Fleischgerichte', vatRate: 7, illustration: 'meat', variantLabel: 'Beilage', optionLabel: 'Beilage' },
  { categoriesID: 6, categoriesName: 'Extras', vatRate: 7, illustration: 'extras', variantLabel: 'Größe', optionLabel: 'Sauce' },
  { categoriesID: 7, categoriesName: 'Alkoholfreie Getränke', vatRate: 19, illustration: 'soft-drink', variantLabel: 'Größe', optionLabel: 'Sauce' },
];

export const products: Product[] = [
  product(1, 1, 'Insalata Mista', 6.5),
  product(7, 2, 'Pizza Margherita', 7.5),
  product(12, 2, 'Pizza Ohne Größen', 8),
  product(27, 3, 'Calzone Classica', 9.5),
  product(49, 4, 'Spaghetti Napoli', 8.5),
  product(38, 5, 'Schweineschnitzel', 13.9),
  product(40, 2, 'Pizzabrötchen', 5.5),
  product(33, 6, 'Knoblauchbrot', 4.5),
  product(67, 7, 'Coca-Cola 1,0 l', 3.9),
];

const variant = (id: number, productId: number, name: string, price: number, available = true): ProductVariant => ({
  product_variantsID: id,
  product_id: productId,
  variant_name: name,
  price,
  available,
});

export const variants: ProductVariant[] = [
  variant(1, 1, 'Klein', 6.5),
  variant(2, 1, 'Groß', 8.9),
  variant(10, 7, 'Klein Ø 26 cm', 7.5),
  variant(11, 7, 'Groß Ø 32 cm', 9.5),
  variant(12, 7, 'Familie 40×60 cm', 18.9, false),
  variant(20, 27, 'Normal', 9.5),
  variant(30, 38, 'mit Pommes frites', 13.9),
  variant(31, 38, 'mit Kroketten', 14.9),
  variant(40, 40, '8 Stück', 5.5),
];

export const extras: Extra[] = [
  { extraID: 1, categoryID: 1, extra_name: 'Thunfisch', price: 1.5 },
  { extraID: 2, categoryID: 2, extra_name: 'Extra Käse', price: 1.5, allergens: 'G', additives: [] },
  { extraID: 3, categoryID: 2, extra_name: 'Salami', price: 1.5, allergens: '', additives: [2, 3, 8] },
  { extraID: 4, categoryID: 3, extra_name: 'Blattspinat', price: 1 },
  { extraID: 5, categoryID: 4, extra_name: 'Parmesan', price: 1 },
];

const DRESSING_GROUPS: [number, string][] = [
  [4, 'salat'],
  [7, 'pommes'],
  [10, 'schnitzel-schwein'],
  [13, 'schnitzel-haehnchen'],
  [99, 'beilage'],
];

export const dressings: Dressing[] = [
  'Joghurt-Kräuter-Dressing',
  'Balsamico-Dressing',
  'French-Dressing',
  'Essig & Öl',
  'Ketchup',
  'Mayonnaise',
  'Ketchup & Mayonnaise',
  'Jägersoße',
  'Rahmsoße',
  'Pfeffersoße',
  'Tzatziki',
  'Knoblauchsoße',
  'Cocktailsoße',
  'Pommes frites',
].map((dressingName, i) => ({ dressingID: i + 1, dressingName, group: DRESSING_GROUPS.find(([last]) => i + 1 <= last)![1] }));

export const dips: Dip[] = [
  { dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1, group: 'pizza', allergens: 'CGM', additives: [] },
  { dipsID: 2, dipID: 4, dipName: 'Cocktail-Dip', price: 1, group: 'pizza' },
  { dipsID: 3, dipID: 8, dipName: 'Tomatensoße', price: 1.5, group: 'calzone' },
];

export const locations: Location[] = [
  { loc_plz: '35410', loc_name: 'Weidenfeld', min_bestellwert: 12, deliveryFee: 0 },
  { loc_plz: '35412', loc_name: 'Altenhain', min_bestellwert: 15, deliveryFee: 2.5 },
];

export const menu: MenuData = { products, categories, variants, extras, dressings, dips };

export const byId = (id: number): Product => products.find((p) => p.productsID === id)!;
