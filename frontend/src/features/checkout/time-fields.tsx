import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  MAX_PREORDER_DAYS,
  NO_SLOTS_MESSAGE,
  TUESDAY_CLOSED_MESSAGE,
  addDays,
  isClosedDay,
  timeOptions,
  type DeliveryMethod,
  type ZonedTime,
} from '@pizzeria/domain';
import type { CheckoutFormValues } from './checkout-model';

interface TimeFieldsProps {
  now: ZonedTime;
  /** Server pre-orders are on: every order is a pre-order and the toggle is not offered. */
  serverPreorders: boolean;
  /** Opened from the closed-shop modal or the shop is not live: the toggle is on and stays on. */
  preorderForced: boolean;
  preorder: boolean;
  /** The cart's method: delivery and pickup times follow different hours. */
  deliveryMethod: DeliveryMethod;
  timeError: string | null;
}

/** The first selectable day from today: today itself unless it is the day off. */
export function defaultDate(now: ZonedTime): string {
  return isClosedDay(now.date) ? '' : now.date;
}

export function TimeFields({ now, serverPreorders, preorderForced, preorder, deliveryMethod, timeError }: TimeFieldsProps) {
  const ids = { preorder: useId(), date: useId(), time: useId(), hint: useId(), error: useId() };
  const { register, setValue, getValues, control } = useFormContext<CheckoutFormValues>();
  const [date, time] = useWatch({ control, name: ['desiredDeliveryDate', 'desiredDeliveryTime'] });
  const [dateHint, setDateHint] = useState<string | null>(null);

  // "Today" moves when the server's time replaces the device's first guess, or at midnight;
  // a date that still shows the old today (the customer did not pick one) follows it.
  const today = defaultDate(now);
  const shownToday = useRef(today);
  useEffect(() => {
    if (getValues('desiredDeliveryDate') === shownToday.current) setValue('desiredDeliveryDate', today);
    shownToday.current = today;
  }, [today, getValues, setValue]);

  const options = useMemo(
    // An ordinary order is for today only; another day needs the pre-order grid.
    () => (!date || (!preorder && date !== now.date) ? [] : timeOptions({ date, now, preorder, deliveryMethod })),
    [date, preorder, now, deliveryMethod],
  );

  useEffect(() => {
    if (!options.includes(time)) setValue('desiredDeliveryTime', preorder ? '' : (options[0] ?? ''));
  }, [options, preorder, time, setValue]);

  const onDateChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value && isClosedDay(value)) {
      setValue('desiredDeliveryDate', '');
      setDateHint(TUESDAY_CLOSED_MESSAGE);
      return;
    }
    setDateHint(null);
    if (value && value !== now.date && !preorder) setValue('preorder', true);
  };

  const onPreorderChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) {
      setValue('desiredDeliveryDate', defaultDate(now));
      setDateHint(null);
    }
  };

  return (
    <fieldset className="checkout-section">
      <legend>Wunschtermin</legend>
      {!serverPreorders && (
        <div className="checkout-check">
          <input id={ids.preorder} type="checkbox" disabled={preorderForced} {...register('preorder', { onChange: onPreorderChange })} />
          <label htmlFor={ids.preorder}>
            Vorbestellung
            <span className="checkout-check__note">
              {preorderForced ? ' – wir haben gerade geschlossen, Sie bestellen für später.' : ' – für einen späteren Zeitpunkt oder Tag bestellen'}
            </span>
          </label>
        </div>
      )}
      <div className="checkout-grid">
        <div className="field checkout-field">
          <label className="field-label" htmlFor={ids.date}>Datum</label>
          <input
            className="input"
            id={ids.date}
            type="date"
            min={now.date}
            max={addDays(now.date, MAX_PREORDER_DAYS)}
            aria-describedby={dateHint ? ids.hint : undefined}
            {...register('desiredDeliveryDate', { onChange: onDateChange })}
          />
          <p id={ids.hint} className="error-text" role="status">
            {dateHint}
          </p>
        </div>
        <div className="field checkout-field">
          <label className="field-label" htmlFor={ids.time}>Uhrzeit</label>
          <select
            className="select"
            id={ids.time}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? ids.error : undefined}
            {...register('desiredDeliveryTime')}
          >
            {options.length === 0 && <option value="">{NO_SLOTS_MESSAGE}</option>}
            {options.length > 0 && preorder && (
              <option value="" disabled>
                Bitte Uhrzeit wählen
              </option>
            )}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {timeError && (
        <p id={ids.error} className="error-text" role="alert">
          {timeError}
        </p>
      )}
    </fieldset>
  );
}
