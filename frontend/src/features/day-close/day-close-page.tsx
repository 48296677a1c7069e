import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatEuroAmount, isValidDateString, serviceDayOf, serviceDaySpan } from '@pizzeria/domain';
import { messageOf } from '../../lib/api-client';
import { useBoardOrders } from '../../staff/board-query';
import { useDayBoundary } from '../../staff/use-day-boundary';
import { staffNow, useStaffClock } from '../../staff/staff-clock';
import { useNow } from '../../staff/use-now';
import { useAdminSession } from '../../staff/admin-session';
import { formatCalendarDate } from '../../staff/order-labels';
import { useDocumentTitle } from '../../staff/use-document-title';
import { CloseDayForm } from './close-day-form';
import { closeBlocker, openOrdersOfDay, openOrdersText } from './day-close-readiness';
import { useDayCloses, useDayReport } from './day-close-api';
import { DayReportView, reportHeading } from './day-report-view';
import { PrintXReport } from './print-x-report';
import '../../staff/admin-forms.css';
import './day-close.css';

/** How often the page looks whether the day is over by now. */
const DAY_END_CHECK_MS = 30_000;

/** The owner's Z reports, newest first, each opening its page. */
function ClosesList() {
  const closes = useDayCloses(true);
  if (!closes.data?.length) return null;
  return (
    <section className="admin-card day-closes" aria-labelledby="day-closes-title">
      <h2 id="day-closes-title">Abgeschlossene Tage</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Nr.</th>
            <th scope="col">Geschäftstag</th>
            <th scope="col">Brutto</th>
            <th scope="col">Bar gezählt</th>
            <th scope="col">Differenz</th>
          </tr>
        </thead>
        <tbody>
          {closes.data.map((c) => (
            <tr key={c.number}>
              <td>
                <Link to={`/admin/tagesabschluss/${c.date}`}>Z {c.number}</Link>
              </td>
              <td>{formatCalendarDate(c.date)}</td>
              <td>{formatEuroAmount(c.gross)}</td>
              <td>{formatEuroAmount(c.cashCounted)}</td>
              <td>{formatEuroAmount(c.cashDifference)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * "Tagesabschluss": the day's figures at any time (X report), and for the owner the cash count and
 * the close (Z report), with the list of closed days. The counter sees the X report only.
 */
export default function DayClosePage() {
  useDocumentTitle('Tagesabschluss');
  const { role } = useAdminSession();
  const owner = role === 'owner';
  const dayBoundary = useDayBoundary();
  const clock = useStaffClock();
  // Today's service day until staff choose one: it follows the server's clock and the owner's day change
  // as they become known, never the passing of time (the owner may be waiting to close the day shown).
  const currentDay = useMemo(() => serviceDayOf(staffNow(), clock.timeZone, dayBoundary), [clock, dayBoundary]);
  const [chosen, choose] = useState<string | null>(null);
  const date = chosen ?? currentDay;
  const report = useDayReport(date || null);
  const now = useNow(DAY_END_CHECK_MS);
  const board = useBoardOrders();
  const dayEnd = isValidDateString(date) ? serviceDaySpan(date, clock.timeZone, dayBoundary).until.getTime() : null;
  // The board holds every open order; before its first answer nothing is known to be open.
  const openCount = dayEnd !== null && board.loaded ? openOrdersOfDay(board.orders, dayEnd).length : 0;
  const dayOpen = report.data !== undefined && report.data.closed === null;

  return (
    <section className="admin-page day-close">
      <header className="admin-page-header">
        <h1>Tagesabschluss</h1>
      </header>
      <div className="day-close__bar">
        <label className="day-close__date">
          Geschäftstag
          <input type="date" value={date} onChange={(e) => choose(e.target.value)} />
        </label>
        {report.data && <PrintXReport report={report.data} />}
        {report.data?.closed && (
          <Link className="admin-button" to={`/admin/tagesabschluss/${report.data.date}`}>
            Z-Bericht Nr. {report.data.closed.number} ansehen und drucken
          </Link>
        )}
      </div>
      {report.error && (
        <p className="admin-form__error" role="alert">
          {messageOf(report.error)}
        </p>
      )}
      {dayOpen && openCount > 0 && (
        <p className="day-close__warning" role="status">
          {openOrdersText(openCount)} (ausstehend oder bestätigt): der X-Bericht zählt nur abgeschlossene Bestellungen.{' '}
          <Link to="/admin/dashboard">Zur Bestellannahme</Link>
        </p>
      )}
      {report.data && (
        <div className={`day-close__layout${owner && !report.data.closed ? '' : ' day-close__layout--single'}`}>
          <article className="admin-card" aria-label={reportHeading(report.data)}>
            <h2>{reportHeading(report.data)}</h2>
            <DayReportView report={report.data} />
          </article>
          {owner && !report.data.closed && <CloseDayForm report={report.data} blocker={dayEnd === null ? null : closeBlocker(now, dayEnd, openCount)} />}
        </div>
      )}
      {owner && <ClosesList />}
    </section>
  );
}
