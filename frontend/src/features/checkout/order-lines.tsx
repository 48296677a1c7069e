import { depositNote, formatEuroAmount, lineDepositCents, lineDetails, type CartItem } from '@pizzeria/domain';

export function OrderLines({ items }: { items: readonly CartItem[] }) {
  return (
    <ul className="order-lines">
      {items.map((item, index) => {
        const details = [...lineDetails(item), depositNote(lineDepositCents(item))].filter(Boolean).join(' · ');
        return (
          <li key={index} className="order-lines__item">
            <span className="order-lines__qty">{item.quantity}×</span>
            <span className="order-lines__name">
              {item.productName}
              {details && <span className="order-lines__details">{details}</span>}
            </span>
            <span className="order-lines__price">{formatEuroAmount(item.totalPrice)}</span>
          </li>
        );
      })}
    </ul>
  );
}
