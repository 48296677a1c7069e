import { Link } from 'react-router-dom';
import { closureOn, expectedTimeText, hoursOn } from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { useFreeDelivery } from '../../shop/delivery-zones';
import { useShopNow } from '../../shop/shop-clock';
import { useShopStatus } from '../../shop/use-shop-status';

/** The shop-live switch decides whether the shop is open now; the hours table only says when it usually is. */
function useTodayText(): string {
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const today = useShopNow();
  const schedule = useShopInfo();
  if (loaded && !isShopLive) {
    return preordersEnabled
      ? 'Wir haben gerade geschlossen – Vorbestellungen für später nehmen wir gern entgegen.'
      : 'Wir haben gerade geschlossen.';
  }
  const closure = closureOn(today.date, schedule.closures);
  if (closure) return closure.message;
  const hours = hoursOn(today.date, schedule);
  if (!hours) return preordersEnabled ? 'Heute ist Ruhetag – Vorbestellungen für die nächsten Tage nehmen wir gern entgegen.' : 'Heute ist Ruhetag.';
  return `Heute geöffnet ${hours.open} – ${hours.close} Uhr, Lieferung ${hours.deliveryFrom} – ${hours.deliveryUntil} Uhr.`;
}

export function WelcomeBanner() {
  const todayText = useTodayText();
  const { shop } = useShopInfo();
  const { isShopLive, expectedMinutes } = useShopStatus();
  const freeDelivery = useFreeDelivery();
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        Willkommen bei {shop.name}
        {freeDelivery === false ? '!' : ' – Lieferung kostenlos!'}
      </h1>
      <p className="welcome-lead">Steinofenpizza, hausgemachte Pasta und frische Salate – zum Abholen oder zu Ihnen nach Hause.</p>
      <p className="welcome-hours">
        <span>{todayText}</span> <Link to="/oeffnungszeiten">Alle Öffnungszeiten</Link>
      </p>
      {isShopLive && expectedMinutes && (
        <p className="welcome-eta">
          {expectedTimeText('lieferung', expectedMinutes)} · {expectedTimeText('abholung', expectedMinutes)}
        </p>
      )}
    </section>
  );
}
