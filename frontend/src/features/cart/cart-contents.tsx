import { MESSAGES } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';
import { CartLine } from './cart-line';
import { ChefMessageField } from './chef-message-field';
import { DeliveryMethodToggle } from './delivery-method-toggle';
import { VoucherField } from './voucher-field';

/** The cart's lines and choices, shared by the desktop side panel and the phone sheet. */
export function CartContents() {
  const { items, setQuantity, unavailableLines } = useCart();
  return (
    <div className="cart-contents">
      {items.length === 0 ? (
        <p className="cart-empty">{MESSAGES.emptyCart}</p>
      ) : (
        <ul className="cart-lines" aria-label="Artikel im Warenkorb">
          {items.map((item, index) => (
            <CartLine
              key={`${index}-${item.productID}-${item.variantID}`}
              item={item}
              unavailable={unavailableLines.includes(index)}
              onQuantity={(q) => setQuantity(index, q)}
            />
          ))}
        </ul>
      )}
      <DeliveryMethodToggle />
      <ChefMessageField />
      <VoucherField />
    </div>
  );
}
