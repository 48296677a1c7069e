import { MAX_QUANTITY, depositNote, formatEuroAmount, lineDepositCents, lineDetails, type CartItem } from '@pizzeria/domain';
import { QuantityStepper } from '../../components/quantity-stepper';

interface CartLineProps {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  /** The menu marks the product, its size or a chosen option sold out, or no longer offers it. */
  unavailable?: boolean;
}

export function CartLine({ item, onQuantity, unavailable = false }: CartLineProps) {
  // The deposit is charged per unit on top of the line's price, so the line says so.
  const details = [...lineDetails(item), depositNote(lineDepositCents(item))].filter(Boolean);
  return (
    <li className={`cart-line${unavailable ? ' cart-line--unavailable' : ''}`}>
      <span className="cart-line-name">{item.productName}</span>
      {unavailable && (
        <p className="cart-line-unavailable">
          <span>Ausverkauft – bitte entfernen</span>
          <button type="button" className="btn btn-secondary" onClick={() => onQuantity(0)} aria-label={`${item.productName} aus dem Warenkorb entfernen`}>
            Entfernen
          </button>
        </p>
      )}
      {details.length > 0 && (
        <ul className="cart-line-details">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
      <div className="cart-line-actions">
        <QuantityStepper value={item.quantity} min={0} max={MAX_QUANTITY} onChange={onQuantity} label={item.productName} size="sm" />
        <span className="cart-line-price">{formatEuroAmount(item.totalPrice)}</span>
      </div>
    </li>
  );
}
