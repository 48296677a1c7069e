import { Link } from 'react-router-dom';
import { hoursOn, zonedTime } from '@pizzeria/domain';

function todaysHours(): string {
  const hours = hoursOn(zonedTime(new Date()).date);
  if (!hours) return 'Heute ist Ruhetag.';
  return `Heute geöffnet ${hours.open} – ${hours.close} Uhr, Lieferung ${hours.deliveryFrom} – ${hours.deliveryUntil} Uhr.`;
}

export function WelcomeBanner() {
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Willkommen bei Pizzeria Bella Napoli – Lieferung kostenlos!</h1>
      <p className="welcome-lead">Steinofenpizza, hausgemachte Pasta und frische Salate – zum Abholen oder zu Ihnen nach Hause.</p>
      <p className="welcome-hours">
        <span>{todaysHours()}</span> <Link to="/oeffnungszeiten">Alle Öffnungszeiten</Link>
      </p>
    </section>
  );
}
