import { MAX_QUANTITY, formatEuro, lineDetails, toCents, type CartItem } from '@pizzeria/domain';
import { QuantityStepper } from '../../components/quantity-stepper';


export function CartLine({ item, onQuantity }: { item: CartItem; onQuantity: (quantity: number) => void }) {
  const details = lineDetails(item);
  return (
    <li className="cart-line">
      <span className="cart-line-name">{item.productName}</span>
      {details.length > 0 && (
        <ul className="cart-line-details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <div className="cart-line-actions">
        <QuantityStepper value={item.quantity} min={0} max={MAX_QUANTITY} onChange={onQuantity} label={item.productName} size="sm" />
        <span className="cart-line-price">{formatEuro(toCents(item.totalPrice))}</span>
      </div>
    </li>
  );
}
