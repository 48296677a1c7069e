import { useRef, useState } from 'react';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import type { OrderSubmission } from '@pizzeria/domain';
import type { CartChange } from '../../shop/cart-changes';
import { CartChangedError, PAYPAL_MESSAGES, PayPalFlowError, approvePayPalOrder, createPayPalOrder } from './paypal-flow';

/** Long enough to read the transaction line before the success page replaces it. */
const PAID_REDIRECT_MS = 1500;

export interface PayPalSectionProps {
  clientId: string;
  /** Required fields filled and both boxes ticked. */
  ready: boolean;
  /** Runs the same checks as the cash button; null when something blocks the order (it says why itself). */
  prepare: () => Promise<OrderSubmission | null>;
  idempotencyKey: (submission: OrderSubmission) => string;
  onPaid: (orderId: number, token: string) => void;
  /** The server refused the cart because the menu changed: the checkout shows the changes dialog. */
  onCartChanges: (changes: CartChange[]) => void;
}

/** While PayPal's script loads, and when it cannot be loaded (blocked, offline), the customer reads why no buttons show. */
function ScriptState() {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <p className="checkout-hint checkout-hint--center">PayPal wird geladen …</p>;
  if (isRejected) {
    return (
      <p className="checkout-hint checkout-hint--center">
        PayPal ist gerade nicht erreichbar. Sie können bar bezahlen oder es später noch einmal versuchen.
      </p>
    );
  }
  return null;
}

interface Notice {
  text: string;
  detail?: string;
  tone: 'error' | 'success';
}

/** The wallet buttons; a separate chunk, so the PayPal SDK code is only fetched on /checkout when PayPal is configured. */
export default function PayPalSection({ clientId, ready, prepare, idempotencyKey, onPaid, onCartChanges }: PayPalSectionProps) {
  const submissionRef = useRef<OrderSubmission | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The SDK reports the refused createOrder through onError as well; the dialog already explains it.
  const cartChangedRef = useRef(false);
  // The SDK keeps the handlers of the moment the buttons were drawn; these refs hand it the current ones.
  const latest = useRef({ prepare, idempotencyKey, onPaid, onCartChanges });
  latest.current = { prepare, idempotencyKey, onPaid, onCartChanges };

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', components: 'buttons', disableFunding: 'card,sepa' }}>
      <ScriptState />
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', label: 'paypal' }}
        disabled={!ready}
        forceReRender={[ready]}
        onClick={async (_data, actions) => {
          setNotice(null);
          cartChangedRef.current = false;
          submissionRef.current = await latest.current.prepare();
          return submissionRef.current ? actions.resolve() : actions.reject();
        }}
        createOrder={async () => {
          if (!submissionRef.current) throw new Error('Bestellung nicht vorbereitet');
          try {
            return await createPayPalOrder(submissionRef.current, latest.current.idempotencyKey(submissionRef.current));
          } catch (error) {
            if (error instanceof CartChangedError) {
              cartChangedRef.current = true;
              latest.current.onCartChanges(error.changes);
            }
            if (error instanceof PayPalFlowError) setNotice({ text: error.message, detail: error.detail, tone: 'error' });
            throw error;
          }
        }}
        onApprove={async (data, actions) => {
          const submission = submissionRef.current;
          if (!submission) return;
          const outcome = await approvePayPalOrder(data.orderID, submission, latest.current.idempotencyKey(submission), actions);
          if (outcome.kind === 'failed') setNotice({ text: outcome.message, detail: outcome.detail, tone: 'error' });
          if (outcome.kind === 'paid') {
            setNotice({ text: outcome.message, tone: 'success' });
            setTimeout(() => latest.current.onPaid(outcome.orderId, outcome.token), PAID_REDIRECT_MS);
          }
        }}
        onError={(error) => {
          if (cartChangedRef.current) return;
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
