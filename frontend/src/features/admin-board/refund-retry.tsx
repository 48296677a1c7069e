import { useState } from 'react';
import type { OrderRecord } from '@pizzeria/domain';
import { RETRY_ERROR, retryOutbox } from './outbox-panel';

/** A failed refund is retried by the server anyway; staff may push it at once (PayPal refunds it only once). */
export function RefundRetry({ order }: { order: OrderRecord }) {
  const [state, setState] = useState<'idle' | 'sent' | 'failed'>('idle');
  if (order.refundStatus !== 'fehlgeschlagen') return null;
  const retry = () => {
    retryOutbox({ kind: 'refund', orderId: order.order_id }).then(
      () => setState('sent'),
      () => setState('failed'),
    );
  };
  return (
    <>
      {' '}
      <button type="button" className="refund-retry" onClick={retry} disabled={state === 'sent'}>
        {state === 'sent' ? 'Erstattung wird wiederholt …' : 'Erstattung erneut versuchen'}
      </button>
      {state === 'failed' && <span role="alert">{RETRY_ERROR}</span>}
    </>
  );
}
