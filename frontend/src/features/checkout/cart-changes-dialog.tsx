import { cartSubtotalCents, formatEuro, type CartItem } from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { applyCartChanges, describeCartChange, type CartChange } from '../../shop/cart-changes';
import './cart-changes-dialog.css';

interface CartChangesDialogProps {
  changes: readonly CartChange[] | null;
  items: readonly CartItem[];
  /** Take the new figures and send the order again. */
  onAccept: () => void;
  /** The accept button's text when going on is not sending the order at once (PayPal's window needs the customer's click). */
  acceptLabel?: string;
  onLeave: () => void;
}

/** The menu changed while the cart was filled: says what, in German, and goes on with the new figures in one click. */
export function CartChangesDialog({ changes, items, onAccept, acceptLabel = 'Mit neuem Betrag bestellen', onLeave }: CartChangesDialogProps) {
  const remaining = changes ? applyCartChanges(items, changes) : [];
  const empty = remaining.length === 0;
  return (
    <Modal
      open={changes !== null}
      onClose={onLeave}
      title="Ihr Warenkorb hat sich geändert"
      size="sm"
      footer={
        <div className="cart-changes__actions">
          {!empty && (
            <button type="button" className="btn btn-primary btn-block" onClick={onAccept}>
              {acceptLabel}
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-block" onClick={onLeave}>
            Zurück zur Speisekarte
          </button>
        </div>
      }
    >
      <p>Während Sie bestellt haben, wurde unsere Speisekarte geändert:</p>
      <ul className="cart-changes__list">
        {changes?.map((change) => (
          <li key={change.index}>{describeCartChange(change)}</li>
        ))}
      </ul>
      <p className="cart-changes__total">{empty ? 'Ihr Warenkorb ist jetzt leer.' : `Neue Zwischensumme: ${formatEuro(cartSubtotalCents(remaining))}`}</p>
    </Modal>
  );
}
