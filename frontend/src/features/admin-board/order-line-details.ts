import { lineDetailKind, STANDARD_VARIANT_NAME, type CartItem } from '@pizzeria/domain';

function names<T>(list: readonly T[] | undefined, pick: (item: T) => string): string {
  return (list ?? []).map(pick).filter(Boolean).join(', ');
}

/**
 * What has to be made for one order line besides the product name, as short German labels.
 * The menu's special products show only the choice that matters for them (SPEC.md section 9).
 */
export function orderLineDetails(item: CartItem): string[] {
  const variant = item.variantName && item.variantName !== STANDARD_VARIANT_NAME ? item.variantName : '';
  const dips = names(item.dip, (d) => d.dipName);
  const extras = names(item.extras, (e) => e.extra_name);
  const details: string[] = [];
  switch (lineDetailKind(item.productID)) {
    case 'sauce-and-variant':
      if (item.dressing) details.push(`Sauce: ${item.dressing}`);
      if (variant) details.push(`Variante: ${variant}`);
      break;
    case 'dip':
      if (dips) details.push(`Dip: ${dips}`);
      break;
    case 'variant':
      if (variant) details.push(`Variante: ${variant}`);
      break;
    default:
      if (variant) details.push(`Variante: ${variant}`);
      if (extras) details.push(`Extras: ${extras}`);
      if (dips) details.push(`Dip: ${dips}`);
      if (item.dressing) details.push(`Dressing: ${item.dressing}`);
  }
  return details;
}
