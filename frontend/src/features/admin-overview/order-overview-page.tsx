import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { zonedTime } from '@pizzeria/domain';
import { api, messageOf } from '../../lib/api-client';
import { useDocumentTitle } from '../../staff/use-document-title';
import { FETCH_ORDERS_ERROR } from '../../staff/admin-orders-api';
import { isComplete, overviewCsvPath, overviewQuery, type PeriodChoice } from './overview-data';
import { OverviewFilters } from './overview-filters';
import { OverviewOrdersTable } from './overview-orders-table';
import { OverviewSplit } from './overview-split';
import { OverviewStats } from './overview-stats';
import { DatevExport } from './datev-export';
import { useAdminSession } from '../../staff/admin-session';
import { staffNow, staffTimeZone } from '../../staff/staff-clock';
import { RevenueChart } from './revenue-chart';
import { useOrdersOverview } from './use-orders-overview';
import './order-overview.css';

const CSV_FALLBACK_NAME = 'umsatz_bestaetigt-und-abgeschlossen.csv';

/** Fetches the export with the staff token (a plain link could not send it) and hands it to the browser as a file. */
async function downloadCsv(choice: PeriodChoice): Promise<void> {
  const { blob, fileName } = await api.download(overviewCsvPath(choice), { auth: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? CSV_FALLBACK_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function CsvButton({ choice }: { choice: PeriodChoice }) {
  const download = useMutation({ mutationFn: downloadCsv });
  const { error } = download;
  const busy = download.isPending;
  const start = () => download.mutate(choice);
  return (
    <div className="overview-export">
      <button type="button" className="btn btn-secondary" disabled={busy || !isComplete(choice)} onClick={start}>
        CSV für die Buchhaltung
      </button>
      <span className="overview-export__note">nur bestätigte und abgeschlossene Bestellungen</span>
      {error && (
        <p className="overview-error" role="alert">
          {messageOf(error, 'Der Export konnte nicht geladen werden.')}
        </p>
      )}
    </div>
  );
}

/** Bestellübersicht: revenue and VAT, counts per status, a chart and the orders of the chosen period, page by page. */
export default function OrderOverviewPage() {
  const [choice, setChoice] = useState<PeriodChoice>(() => {
    const today = zonedTime(new Date(staffNow()), staffTimeZone()).date;
    return { filter: 'today', customDate: today, from: today, to: today };
  });
  const [page, setPage] = useState(1);
  const { overview, failed } = useOrdersOverview(isComplete(choice) ? overviewQuery(choice, page) : null);
  useDocumentTitle('Bestellübersicht');
  const { role } = useAdminSession();
  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setPage(1);
  };

  return (
    <div className="overview">
      <header className="admin-page-header">
        <h1>Bestellübersicht</h1>
      </header>
      <OverviewFilters choice={choice} onChange={choose} />
      {failed && (
        <p className="overview-error" role="alert">
          {FETCH_ORDERS_ERROR}
        </p>
      )}
      {overview && (
        <>
          <OverviewStats overview={overview} />
          <OverviewSplit overview={overview} />
          <CsvButton choice={choice} />
          {role === 'owner' && <DatevExport />}
          {overview.series.length > 0 && <RevenueChart series={overview.series} />}
          <h2>Bestellungen</h2>
          <OverviewOrdersTable overview={overview} onPage={setPage} />
        </>
      )}
    </div>
  );
}
