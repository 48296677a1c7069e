import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatEuroAmount, type DriverDelivery } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { useAdminSession } from '../../staff/admin-session';
import { formatShopTime } from '../../staff/order-labels';
import { tokenSubject } from '../../staff/token-claims';
import { useDocumentTitle } from '../../staff/use-document-title';
import { DRIVER_POLL_MS, driverKeys, driversApi } from '../../staff/drivers-api';
import { DriverDay } from './driver-day';
import { forgetKeptStepsExcept, useDeliverySteps, useRefusedSteps, type DeliveryStep } from './use-delivery-steps';
import { useLiveDeliveries } from './use-live-deliveries';
import './driver-page.css';

const PAYMENT_NAMES: Record<string, string> = { cash: 'Bar', card: 'Karte', paypal: 'PayPal' };
const STEP_NAMES: Record<DeliveryStep, string> = { dispatch: 'Unterwegs', deliver: 'Zugestellt' };
/** A tap without signal is kept and sent by itself; from a closed page when it is opened next. */
const WAITING = 'Noch nicht gesendet: keine Verbindung. Wird automatisch gesendet, sobald wieder Netz da ist und diese Seite offen ist.';

/** What to collect at the door, and the change to bring for "Ich zahle mit …". */
function Payment({ delivery }: { delivery: DriverDelivery }) {
  if (delivery.toCollect === 0) return <p className="driver-stop__pay driver-stop__pay--paid">{PAYMENT_NAMES[delivery.paymentMethod]} – bereits bezahlt</p>;
  return (
    <div className="driver-stop__pay">
      <p>
        <span className="driver-stop__pay-method">{PAYMENT_NAMES[delivery.paymentMethod] ?? delivery.paymentMethod}</span> kassieren:{' '}
        <strong className="driver-stop__amount">{formatEuroAmount(delivery.toCollect)}</strong>
      </p>
      {delivery.payWith !== null && delivery.change !== null && (
        <p className="driver-stop__change">
          Zahlt mit {formatEuroAmount(delivery.payWith)} – <strong>{formatEuroAmount(delivery.change)} Wechselgeld</strong> mitnehmen
        </p>
      )}
    </div>
  );
}

function DeliveryStop({ driverId, delivery }: { driverId: number | null; delivery: DriverDelivery }) {
  const { queued, tap } = useDeliverySteps(driverId, delivery.orderId);
  // A tap waiting for signal shows as taken, so the driver can go on (a „Zugestellt“ is sent after its „Unterwegs“).
  const onTheWay = delivery.dispatchedAt !== null || queued.some((q) => q.step === 'dispatch');
  const sending = queued.some((q) => q.state === 'sending');
  const waiting = queued.some((q) => q.state === 'waiting');
  const handedOver = queued.some((q) => q.step === 'deliver');
  return (
    <li className={`driver-stop${onTheWay ? ' driver-stop--away' : ''}`} aria-label={`Lieferung #${delivery.orderId}`}>
      <p className="driver-stop__top">
        <span className="driver-stop__number">#{delivery.orderId}</span>
        {delivery.estimatedAt && <span>bis {formatShopTime(delivery.estimatedAt)} Uhr</span>}
        {onTheWay ? <span className="driver-stop__badge">unterwegs</span> : delivery.kitchenReadyAt && <span className="driver-stop__badge">abholbereit</span>}
      </p>
      <p className="driver-stop__name">
        {delivery.name}
        {delivery.company && <span className="driver-stop__company"> · {delivery.company}</span>}
      </p>
      <a className="driver-stop__address" href={delivery.mapUrl} target="_blank" rel="noreferrer">
        {delivery.street} {delivery.house_number}
        <br />
        {delivery.postalCode} {delivery.city}
        <span className="driver-stop__link-hint">Karte öffnen</span>
      </a>
      <a className="driver-stop__phone" href={`tel:${delivery.phone.replace(/[^\d+]/g, '')}`}>
        Anrufen: {delivery.phone}
      </a>
      {/* Labelled, not quoted: customers bring quotes of their own (Klingel „Weiß/Schröder“). */}
      {delivery.messageToDriver && (
        <p className="driver-stop__message">
          <span className="driver-stop__message-label">Hinweis vom Kunden</span>
          <span>{delivery.messageToDriver}</span>
        </p>
      )}
      <Payment delivery={delivery} />
      {waiting && (
        <p className="driver-stop__waiting" role="status">
          {handedOver ? `„${STEP_NAMES.deliver}“ getippt. ` : ''}
          {WAITING}
        </p>
      )}
      {(sending || !handedOver) && (
        <button
          type="button"
          className={`driver-stop__action${onTheWay ? ' driver-stop__action--done' : ''}`}
          disabled={sending}
          onClick={() => tap(onTheWay ? 'deliver' : 'dispatch')}
        >
          {sending ? 'Wird gespeichert…' : STEP_NAMES[onTheWay ? 'deliver' : 'dispatch']}
        </button>
      )}
    </li>
  );
}

/** Fahrer: the driver's phone, their open deliveries in the order they are due (live), one tap for each step. */
export default function DriverPage() {
  const { token, signOut } = useAdminSession();
  const driverId = tokenSubject(token);
  useDocumentTitle('Meine Lieferungen');
  const deliveries = useQuery({ queryKey: driverKeys.mine, queryFn: driversApi.mine, refetchInterval: DRIVER_POLL_MS });
  useLiveDeliveries();
  const { refused, dismiss } = useRefusedSteps();
  const list = deliveries.data ?? [];
  useEffect(() => {
    if (deliveries.data)
      forgetKeptStepsExcept(
        driverId,
        deliveries.data.map((delivery) => delivery.orderId),
      );
  }, [driverId, deliveries.data]);
  return (
    <div className="driver-page">
      <div className="driver-page__top">
        <header className="driver-page__header">
          <h1>Lieferungen</h1>
          <span className="driver-page__count">{deliveries.data ? `${list.length} offen` : ''}</span>
          <button type="button" className="driver-page__logout" onClick={signOut}>
            Abmelden
          </button>
        </header>
        {/* On top, not on the stop: a cancelled or reassigned delivery is no longer in the list. */}
        {refused.map((step) => (
          <p key={step.id} className="driver-page__refused" role="alert">
            <span>
              #{step.orderId}: „{STEP_NAMES[step.step]}“ wurde nicht gespeichert. {step.message}
            </span>
            <button type="button" onClick={() => dismiss(step.id)}>
              OK
            </button>
          </p>
        ))}
      </div>
      {deliveries.isError && !deliveries.data && (
        <p className="driver-page__notice" role="alert">
          {messageOf(deliveries.error)}
        </p>
      )}
      {deliveries.isPending && <p className="driver-page__notice">Lädt…</p>}
      {deliveries.data && list.length === 0 && <p className="driver-page__notice">Keine offenen Lieferungen. Neue erscheinen hier von selbst.</p>}
      <ol className="driver-page__list">
        {list.map((delivery) => (
          <DeliveryStop key={delivery.orderId} driverId={driverId} delivery={delivery} />
        ))}
      </ol>
      <DriverDay />
      {/* Rarely needed, so below the list: the header keeps its room for the count and signing out. */}
      <p className="driver-page__footer">
        <Link to="/admin/fahrer/passwort">Passwort ändern</Link>
      </p>
    </div>
  );
}
