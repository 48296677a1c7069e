import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { formatShopDateTime } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import '../../staff/admin-forms.css';
import './sold-out.css';

interface SoldOutRow {
  id: number;
  name: string;
  detail: string;
  available: boolean;
  soldOutUntil: string | null;
}

interface SoldOutGroup {
  kind: string;
  label: string;
  rows: SoldOutRow[];
}

type Choice = 'available' | 'sold-out' | 'until-tomorrow';

const PATCHES: Record<Choice, object> = {
  available: { available: true, soldOutUntil: null },
  'sold-out': { available: false, soldOutUntil: null },
  'until-tomorrow': { soldOutUntil: 'next-service-day' },
};

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : 'Keine Verbindung zum Server.');

const SOLD_OUT_KEY = ['staff', 'sold-out'];

/** A switched row as the server stored it replaces that row in the cached groups. */
function withRow(groups: SoldOutGroup[] | undefined, kind: string, row: SoldOutRow): SoldOutGroup[] | undefined {
  return groups?.map((g) => (g.kind === kind ? { ...g, rows: g.rows.map((r) => (r.id === row.id ? row : r)) } : g));
}

function RowSwitch({ kind, row }: { kind: string; row: SoldOutRow }) {
  const client = useQueryClient();
  const name = row.detail ? `${row.name} (${row.detail})` : row.name;
  const { mutate, isPending: busy, error } = useMutation({
    mutationFn: async (choice: Choice) => (await api.patch<{ row: SoldOutRow }>(`/admin/sold-out/${kind}/${row.id}`, PATCHES[choice], { auth: true })).row,
    onSuccess: (saved) => client.setQueryData<SoldOutGroup[]>(SOLD_OUT_KEY, (groups) => withRow(groups, kind, saved)),
  });
  const choose = (choice: Choice) => mutate(choice);

  return (
    <li className={`sold-out__row${row.available ? '' : ' is-sold-out'}`}>
      <span className="sold-out__name">
        {row.name}
        {row.detail && <span className="sold-out__detail"> · {row.detail}</span>}
      </span>
      {row.available ? (
        <span className="sold-out__actions">
          <button type="button" className="admin-button" disabled={busy} aria-label={`${name}: bis morgen ausverkauft`} onClick={() => choose('until-tomorrow')}>
            Bis morgen aus
          </button>
          <button type="button" className="admin-button" disabled={busy} aria-label={`${name}: ausverkauft`} onClick={() => choose('sold-out')}>
            Ausverkauft
          </button>
        </span>
      ) : (
        <span className="sold-out__actions">
          <span className="sold-out__badge">{row.soldOutUntil ? `aus bis ${formatShopDateTime(row.soldOutUntil)}` : 'ausverkauft'}</span>
          <button type="button" className="admin-button admin-button--primary" disabled={busy} aria-label={`${name}: wieder verfügbar`} onClick={() => choose('available')}>
            Wieder da
          </button>
        </span>
      )}
      {error && (
        <span className="admin-form__error" role="alert">
          {messageOf(error)}
        </span>
      )}
    </li>
  );
}

/**
 * "Ausverkauft" (counter and owner): everything customers can order, with one tap to take it off
 * for the evening ("bis morgen", back by itself on the next service day) or until switched back.
 */
export default function SoldOutPage() {
  useDocumentTitle('Ausverkauft');
  const [search, setSearch] = useState('');
  const { data: groups, error } = useQuery({
    queryKey: SOLD_OUT_KEY,
    queryFn: async () => (await api.get<{ groups: SoldOutGroup[] }>('/admin/sold-out', { auth: true })).groups,
  });
  const term = search.trim().toLowerCase();
  const soldOut = groups?.reduce((n, g) => n + g.rows.filter((r) => !r.available).length, 0) ?? 0;

  return (
    <section className="admin-page sold-out">
      <header className="admin-page-header">
        <h1>Ausverkauft</h1>
        <span>{soldOut === 0 ? 'Alles verfügbar' : `${soldOut} ausverkauft`}</span>
      </header>
      <label className="sold-out__search">
        Suchen
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="z. B. Salami, Cola, Knoblauch" />
      </label>
      {error && (
        <p className="admin-form__error" role="alert">
          {messageOf(error)}
        </p>
      )}
      {groups?.map((group) => {
        const rows = group.rows.filter((r) => !term || `${r.name} ${r.detail}`.toLowerCase().includes(term));
        if (rows.length === 0) return null;
        return (
          <section key={group.kind} className="admin-card sold-out__group" aria-label={group.label}>
            <h2>{group.label}</h2>
            <ul>
              {rows.map((row) => (
                <RowSwitch key={row.id} kind={group.kind} row={row} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
