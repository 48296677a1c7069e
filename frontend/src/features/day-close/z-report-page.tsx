import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../lib/api-client';
import { useShopInfo } from '../../lib/use-shop-info';
import { useDocumentTitle } from '../../staff/use-document-title';
import { useDayReport } from './day-close-api';
import { DayReportView, reportHeading } from './day-report-view';
import './day-close.css';

/** One day's report as a page that prints on A4 (print CSS hides the staff frame). */
export default function ZReportPage() {
  const { date = '' } = useParams();
  const report = useDayReport(date);
  const { shop } = useShopInfo();
  useDocumentTitle(report.data ? reportHeading(report.data) : 'Tagesbericht');

  return (
    <section className="z-report-page">
      <div className="z-report-page__actions">
        <Link to="/admin/tagesabschluss" className="admin-button">
          Zurück zum Tagesabschluss
        </Link>
        <button type="button" className="admin-button admin-button--primary" onClick={() => window.print()} disabled={!report.data}>
          Drucken (A4)
        </button>
      </div>
      {report.error && (
        <p className="admin-form__error" role="alert">
          {messageOf(report.error)}
        </p>
      )}
      {report.data && (
        <article className="z-report-sheet" aria-label={reportHeading(report.data)}>
          <header className="z-report-sheet__head">
            <div>
              <strong>{shop.name}</strong>
              <br />
              {shop.street}, {shop.postalCode} {shop.city}
              {shop.vatId && (
                <>
                  <br />
                  USt-IdNr. {shop.vatId}
                </>
              )}
            </div>
            <h1>{reportHeading(report.data)}</h1>
          </header>
          <DayReportView report={report.data} />
        </article>
      )}
    </section>
  );
}
