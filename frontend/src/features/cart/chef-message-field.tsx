import { useId } from 'react';
import { FIELD_LIMITS } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';
import { MaxLengthNotice } from '../../components/max-length-notice';

export function ChefMessageField() {
  const { messageToChef, setMessageToChef } = useCart();
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Nachricht an den Pizzabäcker <span className="optional-mark">(optional)</span>
      </label>
      <textarea
        id={id}
        className="textarea"
        placeholder="Nachricht an den Pizzabäcker"
        maxLength={FIELD_LIMITS.messageToChef}
        rows={2}
        value={messageToChef}
        onChange={(event) => setMessageToChef(event.target.value)}
        aria-describedby={`${id}-count ${id}-max`}
      />
      <MaxLengthNotice id={`${id}-max`} value={messageToChef} maxLength={FIELD_LIMITS.messageToChef} />
      <span id={`${id}-count`} className="field-hint field-counter">
        {messageToChef.length}/{FIELD_LIMITS.messageToChef} Zeichen
      </span>
    </div>
  );
}
