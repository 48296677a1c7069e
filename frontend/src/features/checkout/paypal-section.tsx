import { useRef, useState } from 'react';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { OrderSubmission } from '@pizzeria/domain';
import type { CartChange } from '../../shop/cart-changes';
import { AlreadyOrderedError, CartChangedError, PAYPAL_MESSAGES, PayPalFlowError, approvePayPalOrder, createPayPalOrder } from './paypal-flow';

/** Long enough to read the German line about the payment before the success page replaces it. */
const PAID_REDIRECT_MS = 1500;

export interface PayPalSectionProps {
  clientId: string;
  /** Required fields filled and both boxes ticked. */
  ready: boolean;
  /** The cash order is on its way or an order is placed: no payment may start. */
  locked: boolean;
  /** Runs the same checks as the cash button; null when something blocks the order (it says why itself). */
  prepare: () => Promise<OrderSubmission | null>;
  idempotencyKey: (submission: OrderSubmission) => string;
  /** The id that binds this payment and the cash order of the same checkout to one order on the server. */
  checkoutId: () => string;
  /** The buyer approved: the capture starts and the cash button locks; false when another payment got there first. */
  onPaymentStarts: () => boolean;
  /** Paid, or the checkout's order already existed: nothing more to pay, the success page follows. */
  onPaymentDone: () => void;
  /** Nothing was paid after all (declined, failed): the other way to pay is free again. */
  onPaymentFailed: () => void;
  /** Paid, or the checkout's order already existed: its success page. */
  onPaid: (orderId: number, token: string) => void;
  /** The server refused the cart because the menu changed: the checkout shows the changes dialog. */
  onCartChanges: (changes: CartChange[]) => void;
}

/** While PayPal's script loads, and when it cannot be loaded (blocked, offline), the customer reads why no buttons show. */
function ScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <p className="checkout-hint checkout-hint--center">PayPal wird geladen …</p>;
  if (isRejected) {
    return <p className="checkout-hint checkout-hint--center">PayPal ist gerade nicht erreichbar. Sie können bar bezahlen oder es später noch einmal versuchen.</p>;
  }
  return null;
}

interface Notice {
  text: string;
  detail?: string;
  tone: 'error' | 'success';
}

/** The wallet buttons; a separate chunk, so the PayPal SDK code is only fetched on /checkout when PayPal is configured. */
export default function PayPalSection(props: PayPalSectionProps) {
  const { clientId, ready, locked } = props;
  const submissionRef = useRef<OrderSubmission | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The SDK reports a refused createOrder through onError as well; the dialog or the notice already explains it.
  const explainedRef = useRef(false);
  // The SDK keeps the handlers of the moment the buttons were drawn; this ref hands it the current ones.
  const latest = useRef(props);
  latest.current = props;
  const showOrder = (text: string, orderId: number, token: string) => {
    setNotice({ text, tone: 'success' });
    latest.current.onPaymentDone();
    setTimeout(() => latest.current.onPaid(orderId, token), PAID_REDIRECT_MS);
  };

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', components: 'buttons', disableFunding: 'card,sepa' }}>
      <ScriptState />
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'paypal' }}
        disabled={!ready || locked}
        forceReRender={[ready, locked]}
        onClick={async (_data, actions) => {
          if (latest.current.locked) return actions.reject();
          setNotice(null);
          explainedRef.current = false;
          submissionRef.current = await latest.current.prepare();
          return submissionRef.current ? actions.resolve() : actions.reject();
        }}
        createOrder={async () => {
          if (!submissionRef.current) throw new Error('Bestellung nicht vorbereitet');
          try {
            return await createPayPalOrder(submissionRef.current, latest.current.idempotencyKey(submissionRef.current), latest.current.checkoutId());
          } catch (error) {
            if (error instanceof CartChangedError) {
              explainedRef.current = true;
              latest.current.onCartChanges(error.changes);
            }
            if (error instanceof AlreadyOrderedError) {
              explainedRef.current = true;
              showOrder(error.message, error.orderId, error.token);
            }
            if (error instanceof PayPalFlowError) setNotice({ text: error.message, detail: error.detail, tone: 'error' });
            throw error;
          }
        }}
        onApprove={async (data, actions) => {
          const submission = submissionRef.current;
          if (!submission || !latest.current.onPaymentStarts()) return;
          const outcome = await approvePayPalOrder(data.orderID, submission, latest.current.idempotencyKey(submission), actions);
          if (outcome.kind === 'paid' || outcome.kind === 'ordered') {
            showOrder(outcome.message, outcome.orderId, outcome.token);
            return;
          }
          latest.current.onPaymentFailed();
          if (outcome.kind === 'failed') setNotice({ text: outcome.message, detail: outcome.detail, tone: 'error' });
        }}
        onError={(error) => {
          if (explainedRef.current) return;
          console.error('PayPal', error);
          setNotice((current) => current ?? { text: PAYPAL_MESSAGES.captureFailed, tone: 'error' });
        }}
      />
      <div className={`paypal-notice paypal-notice--${notice?.tone ?? 'none'}`} role="status" aria-live="polite">
        {notice && (
          <>
            <p>{notice.text}</p>
            {notice.detail && <p className="paypal-notice__detail">{notice.detail}</p>}
          </>
        )}
      </div>
    </PayPalScriptProvider>
  );
}
