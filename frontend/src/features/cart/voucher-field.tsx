import { useId } from 'react';
import { VOUCHER_CODE_MAX_LENGTH } from '@pizzeria/domain';
import { useCart } from '../../shop/cart-context';
import { voucherNotice } from '../../shop/voucher-check';
import { MaxLengthNotice } from '../../components/max-length-notice';

export function VoucherField() {
  const { discountCode, voucherStatus, voucherMessage, setDiscountCode } = useCart();
  const id = useId();
  // Without a code there is nothing to report, even after clearing the cart has invalidated the voucher.
  const shown = discountCode.trim() ? voucherStatus : '';
  const message = voucherNotice(discountCode, voucherStatus, voucherMessage);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Gutscheincode
      </label>
      <input
        id={id}
        className="input"
        value={discountCode.toUpperCase()}
        maxLength={VOUCHER_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // Codes are printed in capitals and compared without case, so they are shown as printed.
        onChange={(event) => setDiscountCode(event.target.value.toUpperCase())}
        aria-describedby={`${id}-status ${id}-max`}
      />
      <MaxLengthNotice id={`${id}-max`} value={discountCode} maxLength={VOUCHER_CODE_MAX_LENGTH} />
      <p id={`${id}-status`} className={`voucher-status voucher-${shown || 'none'}`} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
