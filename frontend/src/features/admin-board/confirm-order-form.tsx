import { useState } from 'react';
import type { OrderRecord } from '@pizzeria/domain';
import { confirmProblem, confirmTimeChoices } from './order-confirm-rules';

interface Props {
  order: OrderRecord;
  onConfirm: (deliveryTime: string) => void;
}

/** Accepting a pending order: pick how long it takes (or the customer's own time), then confirm. */
export function ConfirmOrderForm({ order, onConfirm }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function confirm() {
    const issue = confirmProblem(choice, order);
    setProblem(issue);
    if (!issue && choice) onConfirm(choice);
  }

  return (
    <fieldset className="confirm-form">
      <legend>Lieferzeit</legend>
      <div className="confirm-form__choices">
        {confirmTimeChoices(order).map((time) => (
          <button
            key={time}
            type="button"
            className="time-choice"
            aria-pressed={choice === time}
            onClick={() => {
              setChoice(time);
              setProblem(null);
            }}
          >
            {time === order.desiredDeliveryTime ? `Wunschzeit ${time}` : time}
          </button>
        ))}
      </div>
      {problem && (
        <p className="confirm-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="admin-button admin-button--primary" onClick={confirm}>
        Bestätigen
      </button>
    </fieldset>
  );
}
