import { Link } from 'react-router-dom';
import { hoursOn } from '@pizzeria/domain';
import { useShopNow } from '../shop-status/shop-clock';
import { useShopStatus } from '../shop-status/use-shop-status';

/** The shop-live switch decides whether the shop is open now; the hours table only says when it usually is. */
function useTodayText(): string {
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const today = useShopNow();
  if (loaded && !isShopLive) {
    return preordersEnabled
      ? 'Wir haben gerade geschlossen – Vorbestellungen für später nehmen wir gern entgegen.'
      : 'Wir haben gerade geschlossen.';
  }
  const hours = hoursOn(today.date);
  if (!hours) return 'Heute ist Ruhetag.';
  return `Heute geöffnet ${hours.open} – ${hours.close} Uhr, Lieferung ${hours.deliveryFrom} – ${hours.deliveryUntil} Uhr.`;
}

export function WelcomeBanner() {
  const todayText = useTodayText();
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Willkommen bei Pizzeria Bella Napoli – Lieferung kostenlos!</h1>
      <p className="welcome-lead">Steinofenpizza, hausgemachte Pasta und frische Salate – zum Abholen oder zu Ihnen nach Hause.</p>
      <p className="welcome-hours">
        <span>{todayText}</span> <Link to="/oeffnungszeiten">Alle Öffnungszeiten</Link>
      </p>
    </section>
  );
}
