import { lazy, Suspense, useId, useState } from 'react';
import { formatEuro, toCents } from '@pizzeria/domain';
import { useCart } from './cart-context';

const DeliveryLocationModal = lazy(() => import('./delivery-location-modal').then((m) => ({ default: m.DeliveryLocationModal })));

/** Abholung or Lieferung; delivery counts only once a location was confirmed in the modal. */
export function DeliveryMethodToggle() {
  const { deliveryMethod, postalCode, city, minOrderValue, choosePickup, chooseDelivery } = useCart();
  const [choosingLocation, setChoosingLocation] = useState(false);
  const groupName = useId();
  const shown = choosingLocation ? 'lieferung' : deliveryMethod;

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
            onChange={() => setChoosingLocation(true)}
          />
          Lieferung
        </label>
      </fieldset>
      {deliveryMethod === 'lieferung' && (
        <div className="delivery-location">
          <span>
            Lieferung nach{' '}
            <strong>
              {postalCode} {city}
            </strong>
            {minOrderValue > 0 && <span className="delivery-minimum">Mindestbestellwert {formatEuro(toCents(minOrderValue))}</span>}
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
