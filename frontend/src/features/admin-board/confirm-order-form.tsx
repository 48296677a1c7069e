import { useState } from 'react';
import { SHOP_TIMEZONE_DEFAULT, isDueBeyondOptions, type OrderRecord } from '@pizzeria/domain';
import { useNow } from '../../staff/use-now';
import { confirmProblem, confirmTimeChoices } from './order-confirm-rules';

const NOW_REFRESH_MS = 30_000;

interface Props {
  order: OrderRecord;
  onConfirm: (deliveryTime: string) => void;
}

/** `2026-11-25` → `25.11.2026`. */
function germanDate(date: string): string {
  return date.split('-').reverse().join('.');
}

/** Accepting a pending order: pick how long it takes (or the customer's own time), then confirm. */
export function ConfirmOrderForm({ order, onConfirm }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const now = new Date(useNow(NOW_REFRESH_MS));
  const dueLater = isDueBeyondOptions(order, now, SHOP_TIMEZONE_DEFAULT);

  function confirm() {
    const issue = confirmProblem(choice, order);
    setProblem(issue);
    if (!issue && choice) onConfirm(choice);
  }

  return (
    <fieldset className="confirm-form">
      <legend>Lieferzeit</legend>
      {dueLater && (
        <p className="confirm-form__note">
          Vorbestellung für {germanDate(order.desiredDeliveryDate)}, {order.desiredDeliveryTime} Uhr: Die Minuten zählen ab dieser
          Wunschzeit.
        </p>
      )}
      <div className="confirm-form__choices">
        {confirmTimeChoices(order, now, SHOP_TIMEZONE_DEFAULT).map((time) => (
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
