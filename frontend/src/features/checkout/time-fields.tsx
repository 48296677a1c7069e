import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ASAP,
  CAPACITY_MESSAGES,
  MAX_PREORDER_DAYS,
  NO_SLOTS_MESSAGE,
  addDays,
  closedDayMessage,
  formatEuro,
  orderTimesOf,
  timeOptions,
  timeSlots,
  type Cents,
  type DeliveryMethod,
  type OrderTimeSettings,
  type ShopSchedule,
  type ZonedTime,
} from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { useOpenNow } from '../../shop/use-open-now';
import type { CheckoutFormValues } from './checkout-model';
import { firstPreorderChoice, tooSmallFor } from './preorder-default';
import { useKitchenSlots } from './use-kitchen-slots';

/** Said next to the time select while greyed-out times are offered; the modal keeps the text of docs/hours-and-times.md#early-orders. */
export function earlyTimeHint(times: OrderTimeSettings): string {
  return `Uhrzeiten vor ${times.earlyOrderBefore} Uhr erst ab ${formatEuro(times.earlyOrderMinCents)} Bestellwert (sonst auf Anfrage).`;
}

interface TimeFieldsProps {
  now: ZonedTime;
  /** Server pre-orders are on: every order is a pre-order and the toggle is not offered. */
  serverPreorders: boolean;
  /** Opened from the closed-shop modal or the shop is not live: the toggle is on and stays on. */
  preorderForced: boolean;
  preorder: boolean;
  /** The cart's method: delivery and pickup times follow different hours. */
  deliveryMethod: DeliveryMethod;
  /** The order's total after voucher: below the owner's minimum (100 €) the early times (before 17:00) are greyed out. */
  totalCents: Cents;
  timeError: string | null;
}

/** The first selectable day from today: today itself unless the shop is closed today (day off or closure). */
export function defaultDate(now: ZonedTime, schedule: ShopSchedule): string {
  return closedDayMessage(now.date, schedule) ? '' : now.date;
}

export function TimeFields({ now, serverPreorders, preorderForced, preorder, deliveryMethod, totalCents, timeError }: TimeFieldsProps) {
  const ids = { preorder: useId(), date: useId(), time: useId(), hint: useId(), early: useId(), error: useId() };
  const { register, setValue, getValues, control } = useFormContext<CheckoutFormValues>();
  const [date, time] = useWatch({ control, name: ['desiredDeliveryDate', 'desiredDeliveryTime'] });
  const [dateHint, setDateHint] = useState<string | null>(null);
  const schedule = useShopInfo();
  const openNow = useOpenNow();
  const methodOpen = openNow.open[deliveryMethod];
  const closedText = openNow.closedText(deliveryMethod);
  // Closed now with no ordinary time left today (after closing, a day off): the order can only be for later.
  const nothingToday = !methodOpen && timeSlots({ date: now.date, now, preorder: false, deliveryMethod, schedule }).length === 0;
  const forced = preorderForced || nothingToday;
  // Ticked for the customer, so unticked again when "now" moves into the hours (the server's clock replacing the device's first guess).
  const tickedForCustomer = useRef(false);
  const pickedDate = useRef(false);
  const autoTime = useRef<string | null>(null);
  useEffect(() => {
    if (nothingToday && !getValues('preorder')) {
      tickedForCustomer.current = true;
      setValue('preorder', true);
    } else if (!nothingToday && tickedForCustomer.current) {
      tickedForCustomer.current = false;
      if (preorderForced) return;
      setValue('preorder', false);
      // The day and time were chosen for the customer while the page took the shop for closed (the owner's
      // hours not loaded yet): unless they picked a day themselves, start again from today's first time.
      if (!pickedDate.current) {
        autoTime.current = null;
        setValue('desiredDeliveryDate', now.date);
        setValue('desiredDeliveryTime', '');
      }
    }
  }, [nothingToday, preorderForced, now.date, getValues, setValue]);

  // "Today" moves when the server's time replaces the device's first guess, or at midnight;
  // a date that still shows the old today (the customer did not pick one) follows it.
  const today = defaultDate(now, schedule);
  const shownToday = useRef(today);
  useEffect(() => {
    if (getValues('desiredDeliveryDate') === shownToday.current) setValue('desiredDeliveryDate', today);
    shownToday.current = today;
  }, [today, getValues, setValue]);

  const kitchen = useKitchenSlots(date, deliveryMethod);
  const options = useMemo(
    // An ordinary order is for today only; another day needs the pre-order grid. Booked-out slots are not offered,
    // 'So schnell wie möglich' only while the method is open now.
    () =>
      !date || (!preorder && date !== now.date)
        ? []
        : timeOptions({ date, now, preorder, deliveryMethod, schedule, openNow: methodOpen }).filter((option) => !kitchen.fullSlots.includes(option)),
    [date, preorder, now, deliveryMethod, schedule, methodOpen, kitchen.fullSlots],
  );
  const greyed = useMemo(
    () => new Set(date ? options.filter((option) => tooSmallFor(option, totalCents, { date, deliveryMethod, schedule })) : []),
    [options, totalCents, date, deliveryMethod, schedule],
  );

  // Reads the form's current time, not the one this render saw: a customer's pick may land after the
  // render that brought new options (the kitchen's answer) and before this effect runs.
  // A time the page picked (not the customer) follows the options, so "So schnell wie möglich" comes
  // first once the owner's hours arrive and show the shop open (the first guess knew only the demo week).
  const pagePicked = useRef<string | null>(null);
  useEffect(() => {
    const current = getValues('desiredDeliveryTime');
    const first = preorder ? '' : (options.find((o) => !greyed.has(o)) ?? '');
    if (!options.includes(current) || greyed.has(current) || (current === pagePicked.current && current !== first)) {
      pagePicked.current = first;
      setValue('desiredDeliveryTime', first);
    }
  }, [options, greyed, preorder, time, getValues, setValue]);

  // Closed shop, pre-orders on: a date without times ("Keine Zeiten verfügbar") reads like "fully
  // booked". While the customer has not picked a date, the next open day and its first time are set;
  // the time once the select offers it (a select cannot show a value it has no option for yet).
  useEffect(() => {
    if (!forced || pickedDate.current || (date && options.length > greyed.size)) return;
    const choice = firstPreorderChoice(now, deliveryMethod, totalCents, schedule);
    if (!choice) return;
    autoTime.current = choice.time;
    shownToday.current = choice.date;
    setValue('desiredDeliveryDate', choice.date);
  }, [forced, date, options, greyed, now, deliveryMethod, totalCents, schedule, setValue]);
  useEffect(() => {
    const wanted = autoTime.current;
    if (wanted === null || !options.includes(wanted)) return;
    autoTime.current = null;
    setValue('desiredDeliveryTime', wanted);
  }, [options, setValue]);

  const earlyHint = greyed.size > 0;

  const onDateChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    pickedDate.current = true;
    // Typing fills the year digit by digit (0002, 0020, 0202, 2026): only a date in the offered range is complete enough to judge.
    if (value && (value < now.date || value > addDays(now.date, MAX_PREORDER_DAYS))) return;
    const closed = value ? closedDayMessage(value, schedule) : null;
    if (closed) {
      setValue('desiredDeliveryDate', '');
      setDateHint(closed);
      return;
    }
    setDateHint(null);
    if (value && value !== now.date && !preorder) setValue('preorder', true);
  };

  const onPreorderChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) {
      setValue('desiredDeliveryDate', defaultDate(now, schedule));
      setDateHint(null);
    }
  };

  return (
    <fieldset className="checkout-section">
      <legend>Wunschtermin</legend>
      {closedText && (
        <p className="checkout-closed" role="status">
          {closedText} Sie können für später vorbestellen.
        </p>
      )}
      {!serverPreorders && (
        <div className="checkout-check">
          <input id={ids.preorder} type="checkbox" disabled={forced} {...register('preorder', { onChange: onPreorderChange })} />
          <label htmlFor={ids.preorder}>
            Vorbestellung
            <span className="checkout-check__note">
              {forced ? ' – wir haben gerade geschlossen, Sie bestellen für später.' : ' – für einen späteren Zeitpunkt oder Tag bestellen'}
            </span>
          </label>
        </div>
      )}
      <div className="checkout-grid">
        <div className="field checkout-field">
          <label className="field-label" htmlFor={ids.date}>
            Datum
          </label>
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
          <label className="field-label" htmlFor={ids.time}>
            Uhrzeit
          </label>
          <select
            className="select"
            id={ids.time}
            aria-invalid={timeError ? true : undefined}
            aria-describedby={[timeError ? ids.error : '', earlyHint ? ids.early : ''].filter(Boolean).join(' ') || undefined}
            {...register('desiredDeliveryTime')}
          >
            {options.length === 0 && <option value="">{NO_SLOTS_MESSAGE}</option>}
            {options.length > 0 && preorder && (
              <option value="" disabled>
                Bitte Uhrzeit wählen
              </option>
            )}
            {options.map((option) => (
              <option key={option} value={option} disabled={greyed.has(option)}>
                {option}
              </option>
            ))}
          </select>
          {earlyHint && (
            <p id={ids.early} className="checkout-hint">
              {earlyTimeHint(orderTimesOf(schedule))}
            </p>
          )}
        </div>
      </div>
      {time === ASAP && kitchen.asapMovedTo && (
        <p className="checkout-note" role="status">
          {CAPACITY_MESSAGES.asapMoved(kitchen.asapMovedTo)}
        </p>
      )}
      {timeError && (
        <p id={ids.error} className="error-text" role="alert">
          {timeError}
        </p>
      )}
    </fieldset>
  );
}
