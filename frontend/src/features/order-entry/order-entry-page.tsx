import { useEffect, useRef, useState } from 'react';
import { checkBody, counterOrderSchema } from '@pizzeria/contract';
import { addToCart, formatEuro, zonedTime, type KnownAddress, type KnownCustomer } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../staff/use-document-title';
import { formatShopTime } from '../../staff/order-labels';
import { staffNow, staffTimeZone, useStaffClock } from '../../staff/staff-clock';
import { CustomerEntry } from './customer-entry';
import { DeliveryPanel } from './delivery-panel';
import { EntryCart } from './entry-cart';
import { EraseCustomer } from './erase-customer';
import { useDeliveryZones, useEnterOrder, useEntryMenu, useKitchenSlots, type EnteredOrder } from './order-entry-api';
import { buildCounterOrder, EMPTY_CUSTOMER, entryTotals, etaOf, newEntry, withCustomer, zoneOf, type EntryMethod, type EntryState } from './order-entry-model';
import { ProductEntry } from './product-entry';
import { TimingPanel } from './timing-panel';
import './order-entry.css';

const METHOD_KEYS: Record<string, EntryMethod> = { a: 'abholung', l: 'lieferung', v: 'vor-ort' };

const today = () => zonedTime(new Date(staffNow()), staffTimeZone()).date;

/**
 * Neue Bestellung: an order taken by phone or at the counter, made for the keyboard of someone with
 * a phone at their ear. Phone number → known customer and address (Enter), products by number or
 * name with their choices, how and when, then Strg+Enter (or F9) stores it confirmed with its ETA.
 */
export default function OrderEntryPage() {
  useDocumentTitle('Neue Bestellung');
  const [state, setState] = useState<EntryState>(() => newEntry(today()));
  // The day a fresh entry was given: opened before the server's clock answered, it was the device's.
  const givenDay = useRef(state.date);
  const clock = useStaffClock();
  useEffect(() => {
    const day = today();
    // A day nobody changed yet follows the server's clock once it is known.
    const given = givenDay.current;
    setState((s) => (s.date === given ? { ...s, date: day } : s));
    givenDay.current = day;
  }, [clock]);
  const [entered, setEntered] = useState<EnteredOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The phone of the known customer picked from the suggestions; typing another number leaves it.
  const [knownPhone, setKnownPhone] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const productRef = useRef<HTMLInputElement>(null);
  const timeRef = useRef<HTMLInputElement>(null);
  const menu = useEntryMenu();
  const zones = useDeliveryZones();
  const slots = useKitchenSlots(state.date, state.method === 'lieferung' ? 'lieferung' : 'abholung');
  const enter = useEnterOrder();

  const zone = zoneOf(state.customer, zones.data ?? []);
  const totals = entryTotals(state, zone);
  const change = (patch: Partial<EntryState>) => {
    setProblem(null);
    setState((s) => ({ ...s, ...patch }));
  };

  const pickCustomer = (known: KnownCustomer, address: KnownAddress | null) => {
    setState((s) => withCustomer(s, known, address));
    setKnownPhone(known.phone);
    // At once, so the next key already lands in the product search.
    productRef.current?.focus();
  };

  const startOver = () => {
    givenDay.current = today();
    setState(newEntry(givenDay.current));
    setProblem(null);
    setTimeout(() => phoneRef.current?.focus());
  };

  const confirm = () => {
    if (enter.isPending) return;
    const body = buildCounterOrder(state, totals);
    // The same contract the server checks: a missing name or street is said before anything is sent.
    const checked = checkBody(counterOrderSchema, body);
    if (!checked.ok) return setProblem(checked.message);
    enter.mutate(body, {
      onSuccess: (result) => {
        setEntered(result);
        startOver();
      },
      onError: (error) => setProblem(messageOf(error, 'Die Bestellung konnte nicht gespeichert werden.')),
    });
  };

  // The phone rings: the number is typed first, whatever had the focus on the screen before.
  useEffect(() => phoneRef.current?.focus(), []);

  // Shortcuts of the whole screen; the fields' own keys (Enter, arrows) stay theirs.
  const confirmRef = useRef(confirm);
  confirmRef.current = confirm;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const key = event.key.toLowerCase();
      if ((event.key === 'Enter' && (event.ctrlKey || event.metaKey)) || event.key === 'F9') {
        event.preventDefault();
        confirmRef.current();
      } else if (event.altKey && METHOD_KEYS[key]) {
        event.preventDefault();
        setState((s) => ({ ...s, method: METHOD_KEYS[key] }));
      } else if (event.altKey && (key === 'b' || key === 'k')) {
        event.preventDefault();
        setState((s) => ({ ...s, payment: key === 'b' ? 'cash' : 'card' }));
      } else if (event.altKey && key === 'p') {
        event.preventDefault();
        productRef.current?.focus();
      } else if (event.altKey && key === 't') {
        event.preventDefault();
        phoneRef.current?.focus();
      } else if (event.altKey && key === 'z') {
        event.preventDefault();
        timeRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="order-entry">
      <header className="admin-page-header order-entry__header">
        <h1>Neue Bestellung</h1>
        {entered && (
          <p className="order-entry__entered" role="status">
            Bestellung #{entered.orderId} aufgenommen{entered.order.estimated_at ? ` – zugesagt für ${formatShopTime(entered.order.estimated_at)} Uhr` : ''}.
          </p>
        )}
      </header>
      <div className="order-entry__columns">
        <div className="order-entry__column">
          <CustomerEntry customer={state.customer} phoneRef={phoneRef} onChange={(customer) => change({ customer })} onPick={pickCustomer} />
          <DeliveryPanel state={state} zones={zones.data ?? []} zone={zone} totals={totals} onChange={change} />
        </div>
        <fieldset className="entry-panel order-entry__column entry-articles">
          <legend>Artikel</legend>
          {menu.data ? (
            <ProductEntry menu={menu.data} searchRef={productRef} onAdd={(item) => change({ cart: addToCart(state.cart, item) })} />
          ) : (
            <p className="entry-hint">{menu.isError ? 'Speisekarte konnte nicht geladen werden.' : 'Speisekarte wird geladen…'}</p>
          )}
          <EntryCart cart={state.cart} messageToChef={state.messageToChef} onCart={(cart) => change({ cart })} onMessage={(messageToChef) => change({ messageToChef })} />
        </fieldset>
        <div className="order-entry__column">
          <TimingPanel state={state} today={today()} slots={slots.data} timeRef={timeRef} onChange={change} />
          {/* The owner's rare erasure sits in the short column, out of the typing path and the left column's height. */}
          <EraseCustomer
            phone={knownPhone !== null && knownPhone === state.customer.phone ? knownPhone : null}
            name={`${state.customer.firstName} ${state.customer.lastName}`.trim()}
            onErased={() => {
              setKnownPhone(null);
              change({ customer: EMPTY_CUSTOMER });
            }}
          />
        </div>
      </div>
      <footer className="order-entry__bar">
        <div className="order-entry__sum">
          <span className="order-entry__total">{formatEuro(totals.totalCents)}</span>
          {totals.depositCents + totals.deliveryFeeCents > 0 && <span className="entry-hint">inkl. Pfand/Liefergebühr</span>}
          <span className="entry-hint">Zugesagt: {etaOf(state)}</span>
        </div>
        <p className="entry-problem order-entry__problem" role="alert">
          {problem}
        </p>
        <button type="button" className="admin-button" onClick={startOver}>
          Neu
        </button>
        <button type="button" className="admin-button admin-button--primary order-entry__confirm" onClick={confirm} disabled={enter.isPending || state.cart.length === 0}>
          {enter.isPending ? 'Wird gespeichert…' : 'Bestätigen'} <kbd>Strg+Enter</kbd>
        </button>
      </footer>
    </div>
  );
}
