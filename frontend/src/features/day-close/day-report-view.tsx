import { DAY_PAYMENTS, DAY_PAYMENT_LABELS, ORDER_CHANNELS, ORDER_CHANNEL_LABELS, formatEuroAmount, type DayReport } from '@pizzeria/domain';
import { formatCalendarDate, formatShopDateTime } from '../../staff/order-labels';

const signed = (amount: number) => `${amount > 0 ? '+' : ''}${formatEuroAmount(amount)}`;

function Row({ label, value, strong = false }: { label: string; value: string | number; strong?: boolean }) {
  return (
    <tr className={strong ? 'day-report__strong' : undefined}>
      <th scope="row">{label}</th>
      <td>{value}</td>
    </tr>
  );
}

/** Who closed the day, or that these are figures so far. */
export function reportHeading(report: DayReport): string {
  return report.closed ? `Z-Bericht Nr. ${report.closed.number}` : 'X-Bericht (Zwischenstand)';
}

/** A day's report as tables: orders, revenue and VAT, payment methods, refunds, the cash drawer. Used on screen and on paper. */
export function DayReportView({ report }: { report: DayReport }) {
  return (
    <div className="day-report">
      <p className="day-report__meta">
        Geschäftstag {formatCalendarDate(report.date)}
        {report.closed ? ` · abgeschlossen am ${formatShopDateTime(report.closed.closedAt)} von ${report.closed.by}` : ' · noch nicht abgeschlossen'}
      </p>
      <div className="day-report__tables">
        <table aria-label="Bestellungen">
          <caption>Bestellungen</caption>
          <tbody>
            <Row label="Abgeschlossene Bestellungen" value={report.orders.count} strong />
            {ORDER_CHANNELS.map((channel) => (
              <Row key={channel} label={ORDER_CHANNEL_LABELS[channel]} value={report.orders.byChannel[channel]} />
            ))}
          </tbody>
        </table>
        <table aria-label="Umsatz">
          <caption>Umsatz</caption>
          <tbody>
            <Row label="Brutto" value={formatEuroAmount(report.gross)} strong />
            {report.vat.map((v) => [
              <Row key={`n${v.rate}`} label={`Netto ${v.rate} %`} value={formatEuroAmount(v.net)} />,
              <Row key={`v${v.rate}`} label={`MwSt. ${v.rate} %`} value={formatEuroAmount(v.vat)} />,
            ])}
            <Row label="Netto gesamt" value={formatEuroAmount(report.net)} />
            <Row label="Rabatte (Gutscheine)" value={formatEuroAmount(report.discounts)} />
          </tbody>
        </table>
        <table aria-label="Zahlungsarten">
          <caption>Zahlungsarten</caption>
          <tbody>
            {DAY_PAYMENTS.map((payment) => (
              <Row key={payment} label={DAY_PAYMENT_LABELS[payment]} value={formatEuroAmount(report.byPayment[payment])} />
            ))}
          </tbody>
        </table>
        <table aria-label="Erstattungen und Stornos">
          <caption>Erstattungen und Stornos</caption>
          <tbody>
            <Row label={`Erstattungen (${report.refunds.count})`} value={report.refunds.amount ? `−${formatEuroAmount(report.refunds.amount)}` : formatEuroAmount(0)} />
            <Row label={`Stornos ohne Umsatz (${report.cancelled.count})`} value={formatEuroAmount(report.cancelled.amount)} />
          </tbody>
        </table>
        <table aria-label="Kasse">
          <caption>Kasse</caption>
          <tbody>
            <Row label="Bar erwartet" value={formatEuroAmount(report.cashExpected)} strong />
            {report.cashCounted !== null && <Row label="Bar gezählt" value={formatEuroAmount(report.cashCounted)} />}
            {report.cashDifference !== null && <Row label="Differenz" value={signed(report.cashDifference)} strong />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
