import { Link } from 'react-router-dom';
import { MAX_DELIVERY_MINUTES, MAX_PREORDER_DAYS, WEEKDAY_NAMES, openingHoursTable, type Closure } from '@pizzeria/domain';
import { LegalPage } from '../../components/legal-page';
import { useShopInfo } from '../../lib/use-shop-info';
import { useFreeDelivery } from '../../shop/delivery-zones';
import { useShopNow } from '../../shop/shop-clock';
import { useShopStatusOnce } from '../../shop/use-shop-status';
import './info.css';

/** "17:00 – 23:00 Uhr" in two unbreakable parts, so a narrow phone wraps it after the dash only. */
function TimeRange({ range }: { range: string }) {
  const [from, until] = range.split(' – ');
  if (!until) return range;
  return (
    <>
      <span className="hours-table__part">{from} –</span> <span className="hours-table__part">{until}</span>
    </>
  );
}

/** '2026-12-24' → '24.12.2026'. */
function germanDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

function ClosureList({ closures }: { closures: Closure[] }) {
  return (
    <>
      <h2>Geschlossene Tage</h2>
      <ul className="closure-notices">
        {closures.map((c) => (
          <li key={`${c.from}-${c.until}`}>
            <strong>{c.from === c.until ? germanDate(c.from) : `${germanDate(c.from)} – ${germanDate(c.until)}`}:</strong> {c.message}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function OpeningHoursPage() {
  // "heute" marks the shop's weekday, not the phone's, when the page is opened directly.
  useShopStatusOnce(true);
  const today = WEEKDAY_NAMES[useShopNow().weekday];
  const { hours, closures } = useShopInfo();
  const freeDelivery = useFreeDelivery();
  const rows = openingHoursTable(hours);
  const daysOff = rows.filter((row) => row.hours === 'Ruhetag').map((row) => row.day);
  return (
    <LegalPage title="Öffnungszeiten" intro="Wann wir für Sie kochen – im Restaurant, zum Abholen und für die Lieferung.">
      <table className="hours-table">
        <caption className="visually-hidden">Öffnungszeiten und Lieferzeiten nach Wochentag</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            {/* Soft hyphens: on the narrowest phones the headings break as "Öffnungs-/zeiten" instead of widening the page. */}
            <th scope="col">Öffnungs&shy;zeiten</th>
            <th scope="col">Liefer&shy;zeiten</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const closed = row.hours === 'Ruhetag';
            const isToday = row.day === today;
            return (
              <tr key={row.day} className={[closed && 'is-closed', isToday && 'is-today'].filter(Boolean).join(' ') || undefined}>
                <th scope="row">
                  {row.day}
                  {isToday && <span className="hours-table__today"> heute</span>}
                </th>
                {closed ? (
                  <td colSpan={2}>Ruhetag</td>
                ) : (
                  <>
                    <td>
                      <TimeRange range={row.hours} />
                    </td>
                    <td>
                      <TimeRange range={row.delivery} />
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>

      {closures.length > 0 && <ClosureList closures={closures} />}

      <h2>Gut zu wissen</h2>
      <ul>
        {daysOff.length > 0 && (
          <li>
            {daysOff.join(' und ')} {daysOff.length === 1 ? 'ist unser Ruhetag' : 'sind unsere Ruhetage'} – an diesem Tag nehmen wir auch keine Vorbestellungen an.
          </li>
        )}
        <li>Vorbestellungen sind bis zu {MAX_PREORDER_DAYS} Tage im Voraus möglich: Wählen Sie an der Kasse einfach „Vorbestellung“ und Ihren Wunschtermin.</li>
        <li>
          {freeDelivery === false ? 'Die Liefergebühr richtet sich nach dem Liefergebiet.' : 'Die Lieferung ist kostenlos.'} Die Lieferzeit beträgt in der Regel höchstens{' '}
          {MAX_DELIVERY_MINUTES} Minuten.
        </li>
        <li>An Feiertagen können die Zeiten abweichen; bei Fragen rufen Sie uns gern an.</li>
      </ul>
      <p>
        <Link className="btn btn-primary" to="/">
          Zur Speisekarte
        </Link>
      </p>
    </LegalPage>
  );
}
