import { DEFAULT_BEHAVIOUR, type MenuBehaviour } from './catalog-rules';
import type { Dip, Dressing, Extra, Product, ProductVariant } from './cart';
import { buildPricingCatalog } from './pricing';

const b = (over: Partial<MenuBehaviour> = {}): MenuBehaviour => ({ ...DEFAULT_BEHAVIOUR, ...over });
const salad = b({ offersExtras: true, dressingGroup: 'salat', requiredChoice: 'dressing' });
const pizza = b({ offersExtras: true, dipGroup: 'pizza' });
const drink = b({ addDirectly: true });

/** A small menu whose attributes mirror the spec's special products, for the pricing and cart tests. */
export const products: Product[] = [
  { productsID: 1, productsName: 'Insalata Mista', productsDescription: '', normal_size_price: 7.5, category_id: 1, category_name: 'Salate', ...salad },
  { productsID: 7, productsName: 'Margherita', productsDescription: '', normal_size_price: 7.9, category_id: 2, category_name: 'Pizza', ...pizza },
  {
    productsID: 38,
    productsName: 'Schweineschnitzel',
    productsDescription: '',
    normal_size_price: 13.9,
    category_id: 5,
    category_name: 'Fleischgerichte',
    ...b({ priceFrom: 'product', dressingGroup: 'schnitzel-schwein', requiredChoice: 'sauce', lineDetail: 'sauce-and-variant' }),
  },
  {
    productsID: 40,
    productsName: 'Pizzabrötchen',
    productsDescription: '',
    normal_size_price: 4.5,
    category_id: 2,
    category_name: 'Pizza',
    ...pizza,
    showVariantSelector: false,
    lineDetail: 'dip',
  },
  {
    productsID: 49,
    productsName: 'Spaghetti Napoli',
    productsDescription: '',
    normal_size_price: 8.5,
    category_id: 4,
    category_name: 'Pasta',
    ...b({ offersExtras: true, priceFrom: 'product' }),
  },
  { productsID: 67, productsName: 'Coca-Cola 1,0 l', productsDescription: '', normal_size_price: 3.2, category_id: 7, category_name: 'Alkoholfreie Getränke', ...drink },
  {
    productsID: 70,
    productsName: 'Ausverkauft',
    productsDescription: '',
    normal_size_price: 3,
    category_id: 7,
    category_name: 'Alkoholfreie Getränke',
    ...drink,
    available: false,
  },
];
export const variants: ProductVariant[] = [
  { product_variantsID: 1, product_id: 1, variant_name: 'Klein', price: 7.5 },
  { product_variantsID: 2, product_id: 1, variant_name: 'Groß', price: 9.5 },
  { product_variantsID: 3, product_id: 7, variant_name: 'Klein Ø 26 cm', price: 7.9 },
  { product_variantsID: 4, product_id: 7, variant_name: 'Groß Ø 32 cm', price: 9.9 },
  { product_variantsID: 5, product_id: 7, variant_name: 'Familie 40×60 cm', price: 19.9, available: false },
  { product_variantsID: 6, product_id: 38, variant_name: 'mit Pommes frites', price: 13.9 },
  { product_variantsID: 7, product_id: 40, variant_name: '8 Stück', price: 4.5 },
];
export const extras: Extra[] = [
  { extraID: 1, categoryID: 1, extra_name: 'Thunfisch', price: 1.5 },
  { extraID: 2, categoryID: 2, extra_name: 'Extra Käse', price: 1.2 },
  { extraID: 3, categoryID: 2, extra_name: 'Salami', price: 1.3 },
];
export const dressings: Dressing[] = [
  { dressingID: 1, dressingName: 'Balsamico-Dressing', group: 'salat' },
  { dressingID: 8, dressingName: 'Jägersoße', group: 'schnitzel-schwein' },
];
export const dips: Dip[] = [
  { dipsID: 1, dipID: 1, dipName: 'Knoblauch-Dip', price: 1, group: 'pizza' },
  { dipsID: 5, dipID: 8, dipName: 'Tomatensoße', price: 1, group: 'calzone' },
];
export const catalog = buildPricingCatalog({ products, variants, extras, dressings, dips });
