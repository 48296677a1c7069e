import { FIELD_LIMITS, formatEuro, formatEuroAmount, type Location } from '@pizzeria/domain';
import { ENTRY_METHOD_LABELS, type EntryMethod, type EntryState, type EntryTotals } from './order-entry-model';

const METHOD_KEYS: Record<EntryMethod, string> = { abholung: 'Alt+A', lieferung: 'Alt+L', 'vor-ort': 'Alt+V' };

interface Props {
  state: EntryState;
  zones: readonly Location[];
  zone: Location | null;
  totals: EntryTotals;
  onChange: (patch: Partial<EntryState>) => void;
}

/** How the order leaves: pickup, on the spot, or delivery with its address, zone and minimum (which staff may waive). */
export function DeliveryPanel({ state, zones, zone, totals, onChange }: Props) {
  const c = state.customer;
  const setAddress = (patch: Partial<EntryState['customer']>) => onChange({ customer: { ...c, ...patch } });
  const delivering = state.method === 'lieferung';
  const belowMinimum = delivering && zone !== null && state.cart.length > 0 && totals.subtotalCents < totals.minimumCents;
  return (
    <fieldset className="entry-panel entry-delivery">
      <legend>Lieferart</legend>
      <div className="entry-choices" role="radiogroup" aria-label="Lieferart">
        {(Object.keys(ENTRY_METHOD_LABELS) as EntryMethod[]).map((method) => (
          <label key={method} className={`entry-choice${state.method === method ? ' entry-choice--on' : ''}`}>
            <input type="radio" name="entry-method" checked={state.method === method} onChange={() => onChange({ method })} />
            {ENTRY_METHOD_LABELS[method]} <kbd>{METHOD_KEYS[method]}</kbd>
          </label>
        ))}
      </div>
      {delivering && (
        <>
          <div className="entry-row entry-row--address">
            <label className="entry-field">
              <span>Straße</span>
              <input value={c.street} maxLength={FIELD_LIMITS.street} onChange={(e) => setAddress({ street: e.target.value })} />
            </label>
            <label className="entry-field entry-field--short">
              <span>Nr.</span>
              <input value={c.house_number} maxLength={FIELD_LIMITS.house_number} onChange={(e) => setAddress({ house_number: e.target.value })} />
            </label>
          </div>
          <label className="entry-field">
            <span>Liefergebiet</span>
            <select
              value={zone ? `${zone.loc_plz}|${zone.loc_name}` : ''}
              onChange={(e) => {
                const [postalCode = '', city = ''] = e.target.value.split('|');
                setAddress({ postalCode, city });
              }}
            >
              <option value="">{c.postalCode || c.city ? `Unbekannt: ${c.postalCode} ${c.city}` : 'Bitte wählen'}</option>
              {zones.map((z) => (
                <option key={`${z.loc_plz}|${z.loc_name}`} value={`${z.loc_plz}|${z.loc_name}`}>
                  {z.loc_plz} {z.loc_name} (ab {formatEuroAmount(z.min_bestellwert)})
                </option>
              ))}
            </select>
          </label>
          {belowMinimum && (
            <label className="entry-warning entry-check">
              <input type="checkbox" checked={state.waiveMinimum} onChange={(e) => onChange({ waiveMinimum: e.target.checked })} />
              Mindestbestellwert {formatEuro(totals.minimumCents)} nicht erreicht – erlassen
            </label>
          )}
          <label className="entry-field">
            <span>Nachricht an den Fahrer</span>
            <input value={state.messageToDriver} maxLength={FIELD_LIMITS.messageToDriver} onChange={(e) => onChange({ messageToDriver: e.target.value })} />
          </label>
        </>
      )}
    </fieldset>
  );
}
