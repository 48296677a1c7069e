import { DAY_PAYMENT_LABELS, ORDER_CHANNEL_LABELS, formatEuroAmount, type OverviewShare } from '@pizzeria/domain';
import type { Overview } from './overview-data';

const METHOD_LABELS = { abholung: 'Abholung', lieferung: 'Lieferung' } as const;

function ShareTable<K extends string>({ title, labels, shares }: { title: string; labels: Record<K, string>; shares: Record<K, OverviewShare> }) {
  return (
    <table className="overview-split__table" aria-label={title}>
      <caption>{title}</caption>
      <tbody>
        {(Object.keys(labels) as K[]).map((key) => (
          <tr key={key}>
            <th scope="row">{labels[key]}</th>
            <td>{shares[key].orders}</td>
            <td>{formatEuroAmount(shares[key].revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** How the period's revenue came in (payment, channel, pickup or delivery) and what sold most. */
export function OverviewSplit({ overview }: { overview: Overview }) {
  const { split, bestSellers } = overview;
  return (
    <section className="overview-split" aria-label="Aufteilung">
      <ShareTable title="Zahlungsarten" labels={DAY_PAYMENT_LABELS} shares={split.byPayment} />
      <ShareTable title="Kanäle" labels={ORDER_CHANNEL_LABELS} shares={split.byChannel} />
      <ShareTable title="Abholung und Lieferung" labels={METHOD_LABELS} shares={split.byMethod} />
      {bestSellers.length > 0 && (
        <table className="overview-split__table" aria-label="Bestseller">
          <caption>Bestseller</caption>
          <tbody>
            {bestSellers.map((item) => (
              <tr key={item.productName}>
                <th scope="row">{item.productName}</th>
                <td>{item.quantity}×</td>
                <td>{formatEuroAmount(item.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
