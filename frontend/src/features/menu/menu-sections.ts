import { UNKNOWN_CATEGORY, categoryHeading, type Category, type Illustration, type Product, type ProductVariant } from '@pizzeria/domain';

export interface MenuSection {
  /** Stable DOM id of the section heading, e.g. "kategorie-2". */
  anchor: string;
  categoryId: number;
  /** The drawing the owner chose for the category. */
  illustration?: Illustration;
  title: string;
  heading: string;
  products: Product[];
}

/** Products grouped under their category in the categories' order; unknown categories go last. */
export function menuSections(products: readonly Product[], categories: readonly Category[], shopName: string): MenuSection[] {
  const known = new Map(categories.map((c, index) => [c.categoriesID, { category: c, index }]));
  const groups = new Map<number, Product[]>();
  for (const product of products) {
    const list = groups.get(product.category_id) ?? [];
    list.push(product);
    groups.set(product.category_id, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (known.get(a)?.index ?? Number.MAX_SAFE_INTEGER) - (known.get(b)?.index ?? Number.MAX_SAFE_INTEGER) || a - b)
    .map(([categoryId, list]) => {
      const category = known.get(categoryId)?.category;
      const title = category?.categoriesName ?? UNKNOWN_CATEGORY;
      return { anchor: `kategorie-${categoryId}`, categoryId, illustration: category?.illustration, title, heading: categoryHeading(shopName, title), products: list };
    });
}

/** Variants of one product in menu order. */
export function variantsOf(productId: number, variants: readonly ProductVariant[]): ProductVariant[] {
  return variants.filter((v) => v.product_id === productId);
}
