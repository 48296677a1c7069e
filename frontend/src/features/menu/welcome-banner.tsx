import { Link } from 'react-router-dom';
import { closureOn, expectedTimeText, hoursOn, type DeliveryMethod } from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { useFreeDelivery } from '../../shop/delivery-zones';
import { useOpenNow, type OpenNow } from '../../shop/use-open-now';
import { useShopStatus } from '../../shop/use-shop-status';

const PREORDER_INVITE = 'Vorbestellungen für später nehmen wir gern entgegen.';

/**
 * The shop-live switch and the owner's hours decide whether the shop is open now; the hours table
 * says when it usually is. Today's hours are shown only while today's service is still to come or
 * running: after closing they would read as if the shop were open.
 */
function useTodayText(openNow: OpenNow): string | null {
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const schedule = useShopInfo();
  const today = openNow.today;
  if (loaded && !isShopLive) {
    return preordersEnabled ? `Wir haben gerade geschlossen – ${PREORDER_INVITE}` : 'Wir haben gerade geschlossen.';
  }
  const closure = closureOn(today, schedule.closures);
  if (closure) return closure.message;
  const hours = hoursOn(today, schedule);
  if (!hours) return 'Heute ist Ruhetag.';
  // Today's service is over: the notice below says when the shop opens next.
  if (openNow.shopClosed && openNow.shopNext?.date !== today) return null;
  const lunch = hours.lunchOpen && hours.lunchClose ? `${hours.lunchOpen} – ${hours.lunchClose} und ` : '';
  const lunchDelivery = hours.lunchDeliveryFrom && hours.lunchDeliveryUntil ? `${hours.lunchDeliveryFrom} – ${hours.lunchDeliveryUntil} und ` : '';
  return `Heute geöffnet ${lunch}${hours.open} – ${hours.close} Uhr, Lieferung ${lunchDelivery}${hours.deliveryFrom} – ${hours.deliveryUntil} Uhr.`;
}

export function WelcomeBanner() {
  const openNow = useOpenNow();
  const todayText = useTodayText(openNow);
  const { shop } = useShopInfo();
  const { isShopLive, expectedMinutes } = useShopStatus();
  const freeDelivery = useFreeDelivery();
  // How long an order takes only for a method that takes orders now; the other says when it opens.
  const etaOf = (method: DeliveryMethod) => (openNow.open[method] && expectedMinutes ? expectedTimeText(method, expectedMinutes) : openNow.closedText(method));
  // While the switch is on but the hours say closed: when it opens next, and that pre-orders are welcome.
  const closedNotice = isShopLive && openNow.shopClosed ? `${openNow.shopClosed} ${PREORDER_INVITE}` : null;
  return (
    <section className="welcome-banner" aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        Willkommen bei {shop.name}
        {freeDelivery === false ? '!' : ' – Lieferung kostenlos!'}
      </h1>
      <p className="welcome-lead">Steinofenpizza, hausgemachte Pasta und frische Salate – zum Abholen oder zu Ihnen nach Hause.</p>
      <p className="welcome-hours">
        {todayText && <span>{todayText}</span>} <Link to="/oeffnungszeiten">Alle Öffnungszeiten</Link>
      </p>
      {closedNotice && <p className="welcome-closed">{closedNotice}</p>}
      {isShopLive && expectedMinutes && !openNow.shopClosed && (
        <p className="welcome-eta">
          {etaOf('lieferung')} · {etaOf('abholung')}
        </p>
      )}
    </section>
  );
}
