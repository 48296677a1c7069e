import { STANDARD_VARIANT_NAME, formatEuro, toCents, type CartItem } from '@pizzeria/domain';

/** What was chosen for a line besides the product: size, extras, dips, dressing or sauce. */
export function itemDetails(item: CartItem): string {
  const parts: string[] = [];
  if (item.variantName && item.variantName !== STANDARD_VARIANT_NAME) parts.push(item.variantName);
  if (item.extras?.length) parts.push(`mit ${item.extras.map((e) => e.extra_name).join(', ')}`);
  if (item.dip?.length) parts.push(`Dip: ${item.dip.map((d) => d.dipName).join(', ')}`);
  if (item.dressing) parts.push(item.dressing);
  return parts.join(' · ');
}

export function OrderLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="order-lines">
      {items.map((item, index) => {
        const details = itemDetails(item);
        return (
          <li key={index} className="order-lines__item">
            <span className="order-lines__qty">{item.quantity}×</span>
            <span className="order-lines__name">
              {item.productName}
              {details && <span className="order-lines__details">{details}</span>}
            </span>
            <span className="order-lines__price">{formatEuro(toCents(item.totalPrice))}</span>
          </li>
        );
      })}
    </ul>
  );
}
