import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkBody, closeSettlementBodySchema } from '@pizzeria/contract';
import { formatEuroAmount, toCents, type DriverSettlement } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { formatShopDateTime } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import { driverKeys, driversApi } from '../../staff/drivers-api';
import '../../staff/admin-forms.css';
import './settlement-page.css';

/** "12,50" or "12.50" as typed on a German keyboard; NaN when it is no amount. */
const parseEuro = (text: string) => (/^\s*\d+([.,]\d{0,2})?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN);

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`settlement__figure${strong ? ' settlement__figure--strong' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function CloseForm({ settlement, date }: { settlement: DriverSettlement; date: string }) {
  const queryClient = useQueryClient();
  const [float, setFloat] = useState('');
  const [counted, setCounted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: driversApi.closeSettlement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverKeys.settlementsAll }),
  });
  const floatValue = parseEuro(float);
  const countedValue = parseEuro(counted);
  const preview = Number.isNaN(floatValue) || Number.isNaN(countedValue) ? null : (toCents(countedValue) - toCents(floatValue) - toCents(settlement.cashDue)) / 100;
  const id = `settlement-${settlement.driverId}`;
  // A refusal is about what was typed before: it goes once the field changes.
  const edit = (set: (text: string) => void, text: string) => {
    set(text);
    setProblem(null);
    close.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBody(closeSettlementBodySchema, { driverId: settlement.driverId, date, float: floatValue, counted: countedValue });
    if (!checked.ok) return setProblem(checked.message);
    setProblem(null);
    close.mutate(checked.data);
  };
  const error = problem ?? (close.error ? messageOf(close.error) : null);
  return (
    <form className="settlement__form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-float`}>Wechselgeld (€)</label>
      <input id={`${id}-float`} inputMode="decimal" autoComplete="off" value={float} onChange={(e) => edit(setFloat, e.target.value)} placeholder="0,00" />
      <label htmlFor={`${id}-counted`}>Gezählt (€)</label>
      <input id={`${id}-counted`} inputMode="decimal" autoComplete="off" value={counted} onChange={(e) => edit(setCounted, e.target.value)} placeholder="0,00" />
      <p className="settlement__preview" aria-live="polite">
        {preview === null ? 'Differenz: –' : `Differenz: ${formatEuroAmount(preview)}`}
      </p>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="admin-button admin-button--primary" disabled={close.isPending}>
        {close.isPending ? 'Wird abgeschlossen…' : `Abrechnung ${settlement.name} abschließen`}
      </button>
    </form>
  );
}

function SettlementCard({ settlement, date }: { settlement: DriverSettlement; date: string }) {
  const closed = settlement.closedAt !== null;
  return (
    <section className={`settlement${closed ? ' settlement--closed' : ''}`} aria-labelledby={`settlement-${settlement.driverId}-name`}>
      <h2 id={`settlement-${settlement.driverId}-name`}>
        {settlement.name}
        <span className="settlement__state">{closed ? `Abgeschlossen ${formatShopDateTime(settlement.closedAt!)}` : 'Offen'}</span>
      </h2>
      <dl className="settlement__figures">
        <Figure label="Lieferungen" value={String(settlement.orders)} />
        <Figure label="Bar fällig" value={formatEuroAmount(settlement.cashDue)} strong />
        <Figure label="Karte" value={formatEuroAmount(settlement.cardTotal)} />
        <Figure label="PayPal" value={formatEuroAmount(settlement.paypalTotal)} />
        {closed && (
          <>
            <Figure label="Wechselgeld" value={formatEuroAmount(settlement.float ?? 0)} />
            <Figure label="Gezählt" value={formatEuroAmount(settlement.counted ?? 0)} />
            <Figure label="Differenz" value={formatEuroAmount(settlement.difference ?? 0)} strong />
          </>
        )}
      </dl>
      {!closed && <CloseForm settlement={settlement} date={date} />}
    </section>
  );
}

/** Fahrerabrechnung: each driver's cash of a service day, closed once with the change money and the cash counted. */
export default function SettlementPage() {
  useDocumentTitle('Fahrerabrechnung');
  // Until staff pick a day the server's current service day is shown (its clock and the owner's day change, not this device's).
  const [chosen, setChosen] = useState<string | null>(null);
  const settlements = useQuery({ queryKey: driverKeys.settlements(chosen), queryFn: () => driversApi.settlements(chosen), enabled: chosen !== '' });
  const date = chosen ?? settlements.data?.date ?? '';
  return (
    <section className="admin-page settlement-page">
      <header className="admin-page-header">
        <h1>Fahrerabrechnung</h1>
      </header>
      <label className="settlement-page__date">
        Tag
        <input type="date" value={date} onChange={(e) => setChosen(e.target.value)} required />
      </label>
      <p className="settlement-page__hint">Ein Tag reicht bis zum Tageswechsel am nächsten Morgen: eine Lieferung um 00:40 zählt zum Abend davor.</p>
      {settlements.isPending && <p>Lädt…</p>}
      {settlements.isError && (
        <p className="admin-form__error" role="alert">
          {messageOf(settlements.error)}
        </p>
      )}
      {settlements.data?.settlements.length === 0 && <p>An diesem Tag hat kein Fahrer eine Lieferung zugestellt.</p>}
      <div className="settlement-page__list">
        {settlements.data?.settlements.map((settlement) => (
          <SettlementCard key={settlement.driverId} settlement={settlement} date={date} />
        ))}
      </div>
    </section>
  );
}
