import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ASAP, dateTimeText, formatEuro } from '@pizzeria/domain';
import { ChargeRows } from '../../components/charge-rows';
import { useShopNow } from '../../shop/shop-clock';
import { voucherNotice } from '../../shop/voucher-check';
import { checkoutTotals, type CheckoutCart, type CheckoutFormValues } from './checkout-model';
import { OrderLines } from './order-lines';

/** The chosen day and time as the order will be sent: "So schnell wie möglich", "Heute, 18:30 Uhr", "Freitag, 06.03., 18:00 Uhr". */
function useChosenTime(): string | null {
  const { control } = useFormContext<CheckoutFormValues>();
  const [date, time] = useWatch({ control, name: ['desiredDeliveryDate', 'desiredDeliveryTime'] });
  const today = useShopNow().date;
  if (time === ASAP) return ASAP;
  if (!date || !/^\d{2}:\d{2}$/.test(time)) return null;
  return date === today ? `Heute, ${time} Uhr` : dateTimeText({ date, time });
}

export function OrderSummary({ cart }: { cart: CheckoutCart }) {
  const titleId = useId();
  const { subtotalCents, depositCents, deliveryFeeCents, discountCents, totalCents } = checkoutTotals(cart);
  const delivery = cart.deliveryMethod === 'lieferung';
  const chosenTime = useChosenTime();
  return (
    <section className="checkout-section checkout-summary" aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="checkout-section__title">
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
        <ChargeRows depositCents={depositCents} deliveryFeeCents={delivery ? deliveryFeeCents : null} />
        <div className="checkout-totals__total">
          <dt>Gesamt (inkl. MwSt.)</dt>
          <dd>{formatEuro(totalCents)}</dd>
        </div>
        <div className="checkout-totals__time">
          <dt>{delivery ? 'Lieferzeit' : 'Abholzeit'}</dt>
          <dd>{chosenTime ?? 'Bitte Uhrzeit wählen'}</dd>
        </div>
      </dl>
      {cart.voucherStatus === 'invalid' && <p className="checkout-hint">{voucherNotice(cart.discountCode, 'invalid', cart.voucherMessage)}</p>}
      {/* Read here, changed in the cart: plain text, so it does not pass for a field one could type into. */}
      <dl className="checkout-message">
        <dt>Nachricht an den Pizzabäcker</dt>
        <dd className={cart.messageToChef ? undefined : 'checkout-message__none'}>{cart.messageToChef || 'Keine'}</dd>
      </dl>
      <p className="checkout-hint">
        Nachricht, Gutschein oder Artikel ändern? <Link to="/">Zurück zum Warenkorb</Link>
      </p>
    </section>
  );
}
