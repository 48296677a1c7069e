import { useId, useMemo, useState } from 'react';
import { deliveryFeeNote, formatEuroAmount, toCents } from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { useDeliveryZones } from '../../shop/delivery-zones';
import type { DeliveryLocation } from '../../shop/cart-context';

interface DeliveryLocationModalProps {
  onConfirm: (location: DeliveryLocation) => void;
  onClose: () => void;
  initial?: { postalCode: string; city: string };
}

export function DeliveryLocationModal({ onConfirm, onClose, initial }: DeliveryLocationModalProps) {
  const ids = useId();
  // Polled while open: a zone the owner adds shows up without a reload.
  const zones = useDeliveryZones('poll');
  const locations = useMemo(() => zones ?? [], [zones]);
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '');
  const [city, setCity] = useState(initial?.city ?? '');

  const postalCodes = useMemo(() => [...new Set(locations.map((l) => l.loc_plz))].sort(), [locations]);
  const cities = locations.filter((l) => l.loc_plz === postalCode);
  const chosen = cities.find((l) => l.loc_name === city) ?? null;

  const choosePostalCode = (plz: string) => {
    setPostalCode(plz);
    const inArea = locations.filter((l) => l.loc_plz === plz);
    setCity(inArea.length === 1 ? inArea[0].loc_name : '');
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title="Wohin dürfen wir liefern?"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Abbrechen
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen}
            onClick={() =>
              chosen && onConfirm({ postalCode: chosen.loc_plz, city: chosen.loc_name, minOrderValue: chosen.min_bestellwert, deliveryFee: chosen.deliveryFee ?? 0 })
            }
          >
            Übernehmen
          </button>
        </>
      }
    >
      <div className="location-form">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-plz`}>
            Postleitzahl
          </label>
          <select id={`${ids}-plz`} className="select" value={postalCode} onChange={(e) => choosePostalCode(e.target.value)}>
            <option value="">Bitte wählen</option>
            {postalCodes.map((plz) => (
              <option key={plz} value={plz}>
                {plz}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-city`}>
            Ort
          </label>
          <select id={`${ids}-city`} className="select" value={city} onChange={(e) => setCity(e.target.value)} disabled={!postalCode}>
            <option value="">Bitte wählen</option>
            {cities.map((l) => (
              <option key={l.loc_name} value={l.loc_name}>
                {l.loc_name}
              </option>
            ))}
          </select>
        </div>
        <p className="location-minimum" aria-live="polite">
          {chosen
            ? `${chosen.min_bestellwert > 0 ? `Mindestbestellwert: ${formatEuroAmount(chosen.min_bestellwert)}` : 'Kein Mindestbestellwert'} · ${deliveryFeeNote(toCents(chosen.deliveryFee ?? 0))}`
            : 'Liefergebühr und Mindestbestellwert zeigen wir nach Auswahl des Ortes.'}
        </p>
      </div>
    </Modal>
  );
}
