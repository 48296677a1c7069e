import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ORDER_MESSAGES, asapClosedMessage, timingProblem, type OrderSubmission, type ShopStatus } from '@pizzeria/domain';
import { AttemptKey } from '../../lib/attempt-key';
import { checkoutIdFor, forgetCheckoutId } from './attempt-key';
import { buildSubmission, checkoutTotals, checkoutWarning, missingForSubmit, type CheckoutCart, type CheckoutFormValues } from './checkout-model';
import { forgetTiming, loadDraft, restoredValues, storeDraft } from './checkout-draft';
import { CheckoutWarning } from './checkout-warning';
import { useShopInfo } from '../../lib/use-shop-info';
import { useShopNow } from '../../shop/shop-clock';
import { CartChangesDialog } from './cart-changes-dialog';
import type { CartChange } from '../../shop/cart-changes';
import { useKnownShopStatus } from '../../shop/use-shop-status';
import { useOpenNow } from '../../shop/use-open-now';
import { ConsentFields } from './consent-fields';
import { CustomerFields } from './customer-fields';
import { DeliveryFields } from './delivery-fields';
import { OrderSummary } from './order-summary';
import { placeCashOrder } from './place-order';
import { TimeFields } from './time-fields';

const PayPalSection = lazy(() => import('./paypal-section'));

export interface CheckoutFormProps {
  cart: CheckoutCart;
  messageToDriver: string;
  onMessageToDriverChange?: (text: string) => void;
  status: ShopStatus;
  /** The customer came from the closed-shop modal's 'Vorbestellung aufgeben'. */
  preorderRequested: boolean;
  paypalClientId: string | null;
  onPlaced: (orderId: number, token: string) => void;
  /** OK of the warning modal: back to the menu. */
  onLeave: () => void;
  /** The server's figures for lines that changed since the cart was filled. */
  onCartChanges?: (changes: readonly CartChange[]) => void;
}

/** Where a payment stands: once one is under way or done, the other way to pay is locked. */
type PaymentState = 'idle' | 'cash' | 'paypal' | 'placed';

export function CheckoutForm(props: CheckoutFormProps) {
  const { cart, status, preorderRequested, paypalClientId, onLeave } = props;
  // Busy mode's extra minutes push the earliest time a customer may choose today.
  const now = useShopNow(useKnownShopStatus().busy.extraMinutes);
  const schedule = useShopInfo();
  const openNow = useOpenNow();
  const preorderForced = preorderRequested || !status.isShopLive;
  // Read once: the form owns the values from then on.
  const [initialValues] = useState(() => restoredValues(loadDraft(), { now, schedule, preorderForced, messageToDriver: props.messageToDriver }));
  const form = useForm<CheckoutFormValues>({ mode: 'onTouched', defaultValues: initialValues });
  const { setValue, setFocus, control, getValues, trigger } = form;
  const values = useWatch({ control }) as CheckoutFormValues;
  const preorder = status.preordersEnabled || preorderForced || values.preorder;
  const missing = missingForSubmit(values, cart.deliveryMethod);
  const ready = missing.length === 0;
  const delivery = cart.deliveryMethod === 'lieferung';

  const [warning, setWarning] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentState>('idle');
  // Read by the handlers of the same tick (a double tap), before React has drawn the new state.
  const paymentRef = useRef<PaymentState>('idle');
  const movePayment = (next: PaymentState) => {
    paymentRef.current = next;
    setPayment(next);
  };
  const busy = payment === 'cash';
  const [changes, setChanges] = useState<CartChange[] | null>(null);
  const [resubmit, setResubmit] = useState(false);
  // PayPal's window opens only on the customer's own click, so after its changes the customer clicks PayPal again.
  const [changesFromPayPal, setChangesFromPayPal] = useState(false);
  const [payPalRetry, setPayPalRetry] = useState(false);
  const attemptKey = useMemo(() => new AttemptKey(), []);
  const checkoutId = () => checkoutIdFor(cart.items);

  const onPlaced = (orderId: number, token: string) => {
    movePayment('placed');
    forgetCheckoutId();
    forgetTiming();
    props.onPlaced(orderId, token);
  };

  useEffect(() => {
    if (preorderForced) setValue('preorder', true);
  }, [preorderForced, setValue]);

  useEffect(() => storeDraft(values), [values]);

  /** The checks both payment ways share; each failure tells the customer itself. */
  const passesChecks = (current: CheckoutFormValues): boolean => {
    if (!current.acceptPrivacy || !current.acceptTerms) {
      window.alert(ORDER_MESSAGES.acceptTerms);
      return false;
    }
    const blocking = checkoutWarning(cart, current.desiredDeliveryTime, status, { date: current.desiredDeliveryDate, schedule });
    if (blocking) {
      setWarning(blocking);
      return false;
    }
    const timing = timingProblem({
      desiredDeliveryDate: current.desiredDeliveryDate,
      desiredDeliveryTime: current.desiredDeliveryTime,
      preorder,
      deliveryMethod: cart.deliveryMethod,
      now,
      status,
      schedule,
      openNow: openNow.open[cart.deliveryMethod],
      closedMessage: asapClosedMessage(openNow.next[cart.deliveryMethod], openNow.today, openNow.shopClosed ? undefined : cart.deliveryMethod),
    });
    setTimeError(timing);
    if (timing) {
      setFocus(current.desiredDeliveryDate ? 'desiredDeliveryTime' : 'desiredDeliveryDate');
      return false;
    }
    return true;
  };

  const submitCash = form.handleSubmit(async (current) => {
    if (paymentRef.current !== 'idle' || !passesChecks(current)) return;
    movePayment('cash');
    const submission = buildSubmission(current, cart, 'cash', preorder);
    const result = await placeCashOrder(submission, attemptKey.for(submission), checkoutId());
    if (result.ok) {
      onPlaced(result.orderId, result.token);
      return;
    }
    movePayment('idle');
    if (result.changes) {
      setChangesFromPayPal(false);
      setChanges(result.changes);
    } else window.alert(result.message);
  });

  // Sent again once the cart holds the new figures, so going on takes one click.
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    void submitCash();
  }, [resubmit, submitCash]);

  const takeChanges = (andThen: () => void) => {
    if (changes) props.onCartChanges?.(changes);
    setChanges(null);
    andThen();
  };

  const preparePayPal = async (): Promise<OrderSubmission | null> => {
    setPayPalRetry(false);
    if (paymentRef.current !== 'idle' || !(await trigger())) return null;
    const current = getValues();
    return passesChecks(current) ? buildSubmission(current, cart, 'paypal', preorder) : null;
  };

  return (
    <FormProvider {...form}>
      <form className="checkout" onSubmit={submitCash} noValidate>
        <div className="checkout__main">
          <CustomerFields />
          {delivery && (
            <DeliveryFields
              postalCode={cart.postalCode}
              city={cart.city}
              minOrderValue={cart.minOrderValue}
              totalCents={checkoutTotals(cart).totalCents}
              onMessageToDriverChange={props.onMessageToDriverChange}
            />
          )}
          <TimeFields
            now={now}
            serverPreorders={status.preordersEnabled}
            preorderForced={preorderForced}
            preorder={preorder}
            deliveryMethod={cart.deliveryMethod}
            totalCents={checkoutTotals(cart).totalCents}
            timeError={timeError}
          />
        </div>
        <div className="checkout__side">
          <OrderSummary cart={cart} />
          <section className="checkout-section checkout-pay" aria-label="Bestellung abschließen">
            <ConsentFields />
            <button type="submit" className="btn btn-primary btn-block" disabled={!ready || payment !== 'idle'} aria-busy={busy} aria-describedby="checkout-submit-hint">
              {busy ? 'Wird überprüft...' : 'Zahlungspflichtig bestellen (Barzahlung)'}
            </button>
            <p id="checkout-submit-hint" className="checkout-hint checkout-hint--center">
              {payment === 'paypal'
                ? 'Ihre PayPal-Zahlung wird abgeschlossen …'
                : payment === 'placed'
                  ? 'Ihre Bestellung ist aufgegeben.'
                  : ready
                    ? `Sie bezahlen bar bei ${delivery ? 'der Lieferung' : 'der Abholung'}.`
                    : `Bitte füllen Sie alle Pflichtfelder (*) aus. Es fehlt noch: ${missing.join(', ')}.`}
            </p>
            {paypalClientId && (
              <div className="checkout-paypal">
                <p className="checkout-paypal__divider">
                  <span>oder bezahlen mit PayPal</span>
                </p>
                <Suspense fallback={<p className="checkout-hint checkout-hint--center">PayPal wird geladen …</p>}>
                  <PayPalSection
                    clientId={paypalClientId}
                    ready={ready}
                    locked={payment === 'cash' || payment === 'placed'}
                    prepare={preparePayPal}
                    idempotencyKey={(submission) => attemptKey.for(submission)}
                    checkoutId={checkoutId}
                    onPaymentStarts={() => {
                      if (paymentRef.current !== 'idle') return false;
                      movePayment('paypal');
                      return true;
                    }}
                    onPaymentDone={() => movePayment('placed')}
                    onPaymentFailed={() => movePayment('idle')}
                    onPaid={onPlaced}
                    onCartChanges={(list) => {
                      setChangesFromPayPal(true);
                      setChanges(list);
                    }}
                  />
                </Suspense>
                {payPalRetry && (
                  <p className="checkout-hint checkout-hint--center" role="status">
                    Ihr Warenkorb zeigt jetzt die neuen Preise. Bitte klicken Sie noch einmal auf PayPal, um mit dem neuen Betrag zu bezahlen.
                  </p>
                )}
              </div>
            )}
          </section>
        </div>
      </form>
      <CartChangesDialog
        changes={changes}
        items={cart.items}
        acceptLabel={changesFromPayPal ? 'Neuen Betrag übernehmen' : undefined}
        onAccept={() => takeChanges(() => (changesFromPayPal ? setPayPalRetry(true) : setResubmit(true)))}
        onLeave={() => takeChanges(onLeave)}
      />
      <CheckoutWarning
        message={warning}
        onClose={() => {
          setWarning(null);
          onLeave();
        }}
      />
    </FormProvider>
  );
}
