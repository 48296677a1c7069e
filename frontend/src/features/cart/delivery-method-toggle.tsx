import { lazy, Suspense, useId, useState } from 'react';
import { deliveryFeeNote, formatEuroAmount, toCents } from '@pizzeria/domain';
import { useKnownShopStatus } from '../../shop/use-shop-status';
import { useCart } from '../../shop/cart-context';

const DeliveryLocationModal = lazy(() => import('./delivery-location-modal').then((m) => ({ default: m.DeliveryLocationModal })));

/** Abholung or Lieferung; delivery counts only once a location was confirmed in the modal. */
export function DeliveryMethodToggle() {
  const { deliveryMethod, postalCode, city, minOrderValue, deliveryFee, choosePickup, chooseDelivery } = useCart();
  const [choosingLocation, setChoosingLocation] = useState(false);
  const groupName = useId();
  const shown = choosingLocation ? 'lieferung' : deliveryMethod;
  // Staff paused delivery or pickup at rush hour: that way cannot be chosen, and customers read why.
  const { pauses } = useKnownShopStatus().busy;

  return (
    <div className="delivery-method">
      <fieldset className="segmented">
        <legend className="visually-hidden">Lieferart</legend>
        <label className={`segment${shown === 'abholung' ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={groupName}
            value="abholung"
            checked={shown === 'abholung'}
            disabled={Boolean(pauses.abholung) && shown !== 'abholung'}
            onChange={() => choosePickup()}
          />
          Abholung
        </label>
        <label className={`segment${shown === 'lieferung' ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={groupName}
            value="lieferung"
            checked={shown === 'lieferung'}
            disabled={Boolean(pauses.lieferung) && shown !== 'lieferung'}
            onChange={() => setChoosingLocation(true)}
          />
          Lieferung
        </label>
      </fieldset>
      {(['lieferung', 'abholung'] as const).map(
        (method) =>
          pauses[method] && (
            <p key={method} className="delivery-paused" role="status">
              {pauses[method].message}
            </p>
          ),
      )}
      {deliveryMethod === 'lieferung' && (
        <div className="delivery-location">
          <span>
            Lieferung nach{' '}
            <strong>
              {postalCode} {city}
            </strong>
            {minOrderValue > 0 && <span className="delivery-minimum">Mindestbestellwert {formatEuroAmount(minOrderValue)}</span>}
            <span className="delivery-minimum">{deliveryFeeNote(toCents(deliveryFee))}</span>
          </span>
          <button type="button" className="link-button" onClick={() => setChoosingLocation(true)}>
            Ändern
          </button>
        </div>
      )}
      {choosingLocation && (
        <Suspense fallback={null}>
          <DeliveryLocationModal
            initial={deliveryMethod === 'lieferung' ? { postalCode, city } : undefined}
            onClose={() => {
              setChoosingLocation(false);
              if (deliveryMethod !== 'lieferung') choosePickup();
            }}
            onConfirm={(location) => {
              chooseDelivery(location);
              setChoosingLocation(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
