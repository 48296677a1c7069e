import { useId } from 'react';
import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_INVALID_MESSAGE, voucherActiveMessage } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';

export function VoucherField() {
  const { discountCode, voucherStatus, setDiscountCode } = useCart();
  const id = useId();
  const code = discountCode.trim();
  // Without a code there is nothing to report, even after clearing the cart has invalidated the voucher.
  const shown = code ? voucherStatus : '';
  const message = shown === 'valid' ? voucherActiveMessage(code) : shown === 'invalid' ? VOUCHER_INVALID_MESSAGE : '';
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Gutscheincode
      </label>
      <input
        id={id}
        className="input"
        value={discountCode}
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setDiscountCode(event.target.value)}
        aria-describedby={`${id}-status`}
      />
      <p id={`${id}-status`} className={`voucher-status voucher-${shown || 'none'}`} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
