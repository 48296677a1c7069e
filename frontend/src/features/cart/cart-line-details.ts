import { CATEGORY, STANDARD_VARIANT_NAME, lineDetailKind, type CartItem } from '@pizzeria/domain';

/** The choices shown under a cart line, following the display special cases of SPEC.md section 9. */
export function cartLineDetails(item: CartItem): string[] {
  const variant = item.variantName && item.variantName !== STANDARD_VARIANT_NAME ? [item.variantName] : [];
  const dips = item.dip.length > 0 ? [`Dip: ${item.dip.map((d) => d.dipName).join(', ')}`] : [];
  const extras = item.extras.length > 0 ? [`Extras: ${item.extras.map((e) => e.extra_name).join(', ')}`] : [];
  switch (lineDetailKind(item.productID)) {
    case 'sauce-and-variant':
      return [...variant, ...(item.dressing ? [`Sauce: ${item.dressing}`] : [])];
    case 'dip':
      return [...dips, ...extras];
    case 'variant':
      return [...variant, ...(item.dressing ? [item.dressing] : [])];
    default: {
      const dressing = item.dressing ? [item.category_id === CATEGORY.SALATE ? `Dressing: ${item.dressing}` : item.dressing] : [];
      return [...variant, ...dressing, ...extras, ...dips];
    }
  }
}
