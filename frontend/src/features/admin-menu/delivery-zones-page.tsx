import { locationBodySchema } from '@pizzeria/contract';
import { deliveryFeeNote, toCents, formatEuroAmount } from '@pizzeria/domain';
import { useDocumentTitle } from '../../staff/use-document-title';
import { AdminDataState } from './admin-data-state';
import { useQuery } from '@tanstack/react-query';
import { euroText, euroValue } from './form-values';
import { adminApi, type AdminLocation } from './menu-admin-api';
import { deliveryZonesQuery, useReload } from './menu-admin-queries';
import { RowList, type RowSpec } from './row-list';
import './menu-admin.css';

const zoneSpec: RowSpec<AdminLocation> = {
  noun: 'Liefergebiet',
  resource: adminApi.locations,
  schema: locationBodySchema,
  fields: [
    { name: 'loc_plz', label: 'PLZ', kind: 'text', required: true, maxLength: 5 },
    { name: 'loc_name', label: 'Ort', kind: 'text', required: true, maxLength: 60 },
    { name: 'min_bestellwert', label: 'Mindestbestellwert (€)', kind: 'money', required: true },
    { name: 'deliveryFee', label: 'Liefergebühr (€)', kind: 'money', hint: '0 = Lieferung kostenlos.' },
  ],
  nameOf: (l) => `${l.loc_plz} ${l.loc_name}`,
  nameIsCode: true,
  summary: (l) => `Mindestbestellwert ${formatEuroAmount(l.min_bestellwert)} · ${deliveryFeeNote(toCents(l.deliveryFee ?? 0))}`,
  toForm: (l) => ({
    loc_plz: l?.loc_plz ?? '',
    loc_name: l?.loc_name ?? '',
    min_bestellwert: euroText(l?.min_bestellwert ?? 0),
    deliveryFee: euroText(l?.deliveryFee ?? 0),
  }),
  toBody: (v) => ({
    loc_plz: String(v.loc_plz).trim(),
    loc_name: String(v.loc_name).trim(),
    min_bestellwert: euroValue(v.min_bestellwert),
    // An empty field is free delivery.
    deliveryFee: String(v.deliveryFee ?? '').trim() === '' ? 0 : euroValue(v.deliveryFee),
  }),
  removeLabel: 'Löschen',
  removeText: (l) => `Nach ${l.loc_plz} ${l.loc_name} wird dann nicht mehr geliefert. Bisherige Bestellungen bleiben unverändert.`,
};

/** Einstellungen › Liefergebiete: where the shop delivers, from which order value and at what fee. */
export default function DeliveryZonesPage() {
  useDocumentTitle('Liefergebiete');
  const zones = useQuery(deliveryZonesQuery);
  const reload = useReload(deliveryZonesQuery.queryKey);
  return (
    <div className="menu-admin">
      <div className="admin-page-header">
        <h1>Liefergebiete</h1>
      </div>
      <AdminDataState query={zones}>
        {(rows) => <RowList spec={zoneSpec} rows={rows} onChanged={reload} emptyText="Noch keine Liefergebiete: es kann nur abgeholt werden." />}
      </AdminDataState>
    </div>
  );
}
