import { FIELD_LIMITS, formatEuroAmount, lineDetails, setCartQuantity, type CartItem } from '@pizzeria/domain';

interface Props {
  cart: CartItem[];
  messageToChef: string;
  onCart: (cart: CartItem[]) => void;
  onMessage: (messageToChef: string) => void;
}

/** The order so far, line by line (quantity changeable, 0 removes), and the note for the kitchen. */
export function EntryCart({ cart, messageToChef, onCart, onMessage }: Props) {
  return (
    <div className="entry-cart">
      {cart.length === 0 ? (
        <p className="entry-hint">Noch keine Artikel.</p>
      ) : (
        <ol className="entry-cart__lines" aria-label="Bestellung">
          {cart.map((line, index) => (
            <li key={index} className="entry-cart__line">
              <span className="entry-cart__qty">
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={`${line.productName}: eins weniger`}
                  onClick={() => onCart(setCartQuantity(cart, index, line.quantity - 1))}
                >
                  −
                </button>
                {line.quantity}×
                <button type="button" tabIndex={-1} aria-label={`${line.productName}: eins mehr`} onClick={() => onCart(setCartQuantity(cart, index, line.quantity + 1))}>
                  +
                </button>
              </span>
              <span className="entry-cart__name">
                {line.productName}
                {lineDetails(line).map((detail) => (
                  <span key={detail} className="entry-cart__detail">
                    {detail}
                  </span>
                ))}
              </span>
              <span className="entry-cart__price">{formatEuroAmount(line.totalPrice)}</span>
            </li>
          ))}
        </ol>
      )}
      <label className="entry-field">
        <span>Nachricht an die Küche</span>
        <input value={messageToChef} maxLength={FIELD_LIMITS.messageToChef} onChange={(e) => onMessage(e.target.value)} />
      </label>
    </div>
  );
}
