import { voucherBodySchema } from '@pizzeria/contract';
import { useDocumentTitle } from '../../staff/use-document-title';
import { AdminDataState } from './admin-data-state';
import { useQuery } from '@tanstack/react-query';
import { euroText, euroValue, integerValue } from './form-values';
import { adminApi, type AdminVoucher } from './menu-admin-api';
import { useReload, vouchersQuery } from './menu-admin-queries';
import { RowList, type RowSpec } from './row-list';
import './menu-admin.css';
import { formatEuroAmount } from '@pizzeria/domain';

const germanDate = (day: string) => day.split('-').reverse().join('.');

function validity(v: AdminVoucher): string {
  if (v.validFrom && v.validUntil) return `gültig ${germanDate(v.validFrom)}–${germanDate(v.validUntil)}`;
  if (v.validFrom) return `gültig ab ${germanDate(v.validFrom)}`;
  if (v.validUntil) return `gültig bis ${germanDate(v.validUntil)}`;
  return 'unbefristet';
}

function summary(v: AdminVoucher): string {
  const value = v.kind === 'percent' ? `${v.value} %` : formatEuroAmount(v.value);
  const used = v.usageLimit === null ? `${v.usedCount}× genutzt` : `${v.usedCount} von ${v.usageLimit} genutzt`;
  const minimum = v.minOrderValue > 0 ? ` · ab ${formatEuroAmount(v.minOrderValue)}` : '';
  return `${value}${minimum} · ${used} · ${validity(v)} · ${v.active ? 'aktiv' : 'inaktiv'}`;
}

const voucherSpec: RowSpec<AdminVoucher> = {
  noun: 'Gutschein',
  resource: adminApi.vouchers,
  schema: voucherBodySchema,
  fields: [
    { name: 'code', label: 'Code', kind: 'text', required: true, maxLength: 10 },
    {
      name: 'kind',
      label: 'Art',
      kind: 'select',
      options: [
        { value: 'percent', label: 'Prozent' },
        { value: 'fixed', label: 'Festbetrag (€)' },
      ],
    },
    { name: 'value', label: 'Wert', kind: 'money', required: true, hint: 'Prozent (1–100) oder Euro-Betrag.' },
    { name: 'minOrderValue', label: 'Mindestbestellwert (€)', kind: 'money' },
    { name: 'validFrom', label: 'Gültig ab', kind: 'date' },
    { name: 'validUntil', label: 'Gültig bis', kind: 'date' },
    { name: 'usageLimit', label: 'Nutzungslimit', kind: 'integer', hint: 'Leer lassen für unbegrenzt.' },
    { name: 'active', label: 'Aktiv', kind: 'checkbox' },
  ],
  nameOf: (v) => v.code,
  nameIsCode: true,
  summary,
  toForm: (v) => ({
    code: v?.code ?? '',
    kind: v?.kind ?? 'percent',
    value: v ? (v.kind === 'percent' ? String(v.value) : euroText(v.value)) : '',
    minOrderValue: euroText(v?.minOrderValue ?? 0),
    validFrom: v?.validFrom ?? '',
    validUntil: v?.validUntil ?? '',
    usageLimit: v?.usageLimit === null || v?.usageLimit === undefined ? '' : String(v.usageLimit),
    active: v?.active ?? true,
  }),
  toBody: (v) => ({
    code: String(v.code).trim().toUpperCase(),
    kind: v.kind,
    value: euroValue(v.value),
    minOrderValue: euroValue(v.minOrderValue || '0'),
    validFrom: v.validFrom || null,
    validUntil: v.validUntil || null,
    usageLimit: integerValue(v.usageLimit),
    active: Boolean(v.active),
  }),
  removeLabel: 'Löschen',
  removeText: (v) => `Der Gutschein ${v.code} kann danach nicht mehr eingelöst werden. Bisherige Bestellungen bleiben unverändert.`,
};

/** Einstellungen › Gutscheine: codes with their discount, conditions and how often they were used. */
export default function VouchersPage() {
  useDocumentTitle('Gutscheine');
  const vouchers = useQuery(vouchersQuery);
  const reload = useReload(vouchersQuery.queryKey);
  return (
    <div className="menu-admin">
      <div className="admin-page-header">
        <h1>Gutscheine</h1>
      </div>
      <AdminDataState query={vouchers}>{(rows) => <RowList spec={voucherSpec} rows={rows} onChanged={reload} emptyText="Noch keine Gutscheine." />}</AdminDataState>
    </div>
  );
}
