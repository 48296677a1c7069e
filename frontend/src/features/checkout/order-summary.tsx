import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FIELD_LIMITS, formatEuro } from '@pizzeria/domain';
import { voucherNotice } from '../../shop/voucher-check';
import { checkoutTotals, type CheckoutCart } from './checkout-model';
import { OrderLines } from './order-lines';

export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const chefId = useId();
  const { subtotalCents, discountCents, totalCents } = checkoutTotals(cart);
  const delivery = cart.deliveryMethod === 'lieferung';
  return (
    <section className="checkout-section checkout-summary" aria-labelledby={`${chefId}-title`}>
      <h2 id={`${chefId}-title`} className="checkout-section__title">
        Ihre Bestellung <span className="checkout-summary__method">{delivery ? 'Lieferung' : 'Abholung'}</span>
      </h2>
      <OrderLines items={cart.items} />
      <dl className="checkout-totals">
        <div>
          <dt>Zwischensumme</dt>
          <dd>{formatEuro(subtotalCents)}</dd>
        </div>
        {discountCents > 0 && (
          <div className="checkout-totals__discount">
            <dt>{voucherNotice(cart.discountCode, 'valid', '')}</dt>
            <dd>−{formatEuro(discountCents)}</dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>Lieferung</dt>
            <dd>kostenlos</dd>
          </div>
        )}
        <div className="checkout-totals__total">
          <dt>Gesamt (inkl. MwSt.)</dt>
          <dd>{formatEuro(totalCents)}</dd>
        </div>
      </dl>
      {cart.voucherStatus === 'invalid' && <p className="checkout-hint">{voucherNotice(cart.discountCode, 'invalid', cart.voucherMessage)}</p>}
      <div className="field checkout-field">
        <label className="field-label" htmlFor={chefId}>Nachricht an den Pizzabäcker</label>
        <textarea
          className="textarea"
          id={chefId}
          rows={2}
          readOnly
          maxLength={FIELD_LIMITS.messageToChef}
          value={cart.messageToChef}
          placeholder="Keine Nachricht"
        />
      </div>
      <p className="checkout-hint">
        Nachricht, Gutschein oder Artikel ändern? <Link to="/">Zurück zum Warenkorb</Link>
      </p>
    </section>
  );
}
