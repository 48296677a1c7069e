import { formatEuroAmount, lineDetails, type CartItem } from '@pizzeria/domain';

/** The order's lines with quantity, product, chosen details and price. */
export function OrderLines({ lines }: { lines: CartItem[] }) {
  return (
    <ul className="order-lines">
      {lines.map((line, index) => (
        <li key={index} className="order-lines__item">
          <div className="order-lines__head">
            <span>
              <strong>{line.quantity} ×</strong> {line.productName}
            </span>
            <span>{formatEuroAmount(line.totalPrice)}</span>
          </div>
          {lineDetails(line).map((detail) => (
            <p key={detail} className="order-lines__detail">
              {detail}
            </p>
          ))}
        </li>
      ))}
    </ul>
  );
}
