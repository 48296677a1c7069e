import { useState, type ReactNode } from 'react';
import { isDueBeyondOptions, zonedTime, type OrderRecord } from '@pizzeria/domain';
import { formatCalendarDate } from '../../staff/order-labels';
import { useStaffClock } from '../../staff/staff-clock';
import { useNow } from '../../staff/use-now';
import { confirmChoiceLabel, confirmProblem, confirmTimeChoices } from './order-confirm-rules';

const NOW_REFRESH_MS = 30_000;

interface Props {
  order: OrderRecord;
  /** Busy mode's extra minutes: the server adds them to the minutes picked here. */
  extraMinutes: number;
  onConfirm: (deliveryTime: string) => void;
  /** The dialog's other actions (print, cancel), in the same row as "Bestätigen". */
  children?: ReactNode;
}

/**
 * Accepting a pending order: pick how long it takes (or the customer's own time), then confirm.
 * Each button says the time it gives, as the server will store it. Shown in the dialog's pinned
 * footer, so "Bestätigen" is never scrolled away and follows the time buttons in the Tab order.
 */
export function ConfirmOrderForm({ order, extraMinutes, onConfirm, children }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const now = new Date(useNow(NOW_REFRESH_MS));
  const { timeZone } = useStaffClock();
  const today = zonedTime(now, timeZone).date;
  const dueLater = isDueBeyondOptions(order, now, timeZone);

  function confirm() {
    const issue = confirmProblem(choice, order);
    setProblem(issue);
    if (!issue && choice) onConfirm(choice);
  }

  return (
    <div className="confirm-form">
      <fieldset className="confirm-form__times">
        <legend>{order.deliveryMethod === 'abholung' ? 'Abholzeit' : 'Lieferzeit'}</legend>
        {dueLater && (
          <p className="confirm-form__note">
            Vorbestellung für {formatCalendarDate(order.desiredDeliveryDate)}, {order.desiredDeliveryTime} Uhr: Die Minuten zählen ab dieser Wunschzeit.
          </p>
        )}
        {extraMinutes > 0 && <p className="confirm-form__note">Viel los: +{extraMinutes} Min. sind in den Zeiten enthalten.</p>}
        <div className="confirm-form__choices">
          {confirmTimeChoices(order, now, timeZone).map((time) => (
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
              {confirmChoiceLabel(time, order, { now, today, timeZone, extraMinutes })}
            </button>
          ))}
        </div>
        {problem && (
          <p className="confirm-form__problem" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <div className="order-details__actions">
        <button type="button" className="admin-button admin-button--primary confirm-form__submit" onClick={confirm}>
          Bestätigen
        </button>
        {children}
      </div>
    </div>
  );
}
