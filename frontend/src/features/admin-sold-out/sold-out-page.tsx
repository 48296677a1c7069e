import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '../../lib/api-client';
import { formatShopDateTime } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import '../../staff/admin-forms.css';
import { soldOutQuery, switchAvailability, withRow, type Choice, type SoldOutRow } from './sold-out-api';
import './sold-out.css';

function RowSwitch({ kind, row }: { kind: string; row: SoldOutRow }) {
  const client = useQueryClient();
  const name = row.detail ? `${row.name} (${row.detail})` : row.name;
  const {
    mutate,
    isPending: busy,
    error,
  } = useMutation({
    mutationFn: (choice: Choice) => switchAvailability(kind, row.id, choice),
    onSuccess: (saved) => client.setQueryData(soldOutQuery.queryKey, (groups) => withRow(groups, kind, saved)),
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
          <button
            type="button"
            className="admin-button admin-button--primary"
            disabled={busy}
            aria-label={`${name}: wieder verfügbar`}
            onClick={() => choose('available')}
          >
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
  const { data: groups, error } = useQuery(soldOutQuery);
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
