import type { Category, Dip, Dressing, Extra, Product, ProductVariant } from '@pizzeria/domain';
import { api } from '../lib/api-client';

export interface MenuData {
  products: Product[];
  categories: Category[];
  variants: ProductVariant[];
  extras: Extra[];
  dressings: Dressing[];
  dips: Dip[];
}

export interface ProductDetails {
  allergens: { id: number; allergen_name: string }[];
  substances: { id: number; substance_name: string }[];
}

/** The menu the server rendered the page with, kept until the menu page takes it. */
let seeded: { menu: MenuData; version: number } | null = null;

export function seedMenu(menu: MenuData, version: number): void {
  seeded = { menu, version };
}

/** The server's menu, for the menu page's first showing: it then hydrates without asking the API. */
export function seededMenu(): { menu: MenuData; version: number } | null {
  return seeded;
}

/** Called once the page has shown it: a later visit of the menu page must not start from a menu that old. */
export function forgetSeededMenu(): void {
  seeded = null;
}

export async function loadMenu(): Promise<MenuData> {
  const [products, categories, variants, extras, dressings, dips] = await Promise.all([
    api.get<Product[]>('/products'),
    api.get<Category[]>('/categories'),
    api.get<ProductVariant[]>('/productVariants'),
    api.get<Extra[]>('/productsExtra'),
    api.get<Dressing[]>('/dressing'),
    api.get<Dip[]>('/dips'),
  ]);
  return { products, categories, variants, extras, dressings, dips };
}

export function loadProductDetails(productId: number): Promise<ProductDetails> {
  return api.get<ProductDetails>(`/products/${productId}/details`);
}
