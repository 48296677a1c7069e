import type { CustomerOrderView } from '@pizzeria/domain';
import { useShopContact } from '../../lib/shop-contact';
import { statusDisplay, statusSteps } from './order-status-text';

/** The live status; aria-live so a screen reader hears when the kitchen confirms. */
export function OrderStatusCard({ view, now }: { view: CustomerOrderView | null; now: Date }) {
  const display = view ? statusDisplay(view, now) : null;
  const steps = statusSteps(view);
  const contact = useShopContact();
  return (
    <section className={`order-status order-status--${view?.order_status ?? 'unknown'}`} aria-live="polite" aria-atomic="true" aria-label="Bestellstatus">
      {display ? (
        <>
          <p className="order-status__title">{display.title}</p>
          <p className="order-status__text">{display.text}</p>
          {view?.order_status === 'storniert' && (
            <p className="order-status__text">
              Bei Fragen rufen Sie uns bitte an: <a href={contact.phoneHref}>{contact.phone}</a>
            </p>
          )}
          {display.step > 0 && (
            <ol className={`order-status__steps order-status__steps--${steps.length}`}>
              {steps.map((label, index) => (
                <li key={label} className={index < display.step ? 'is-done' : undefined} aria-current={index + 1 === display.step ? 'step' : undefined}>
                  {label}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : (
        <p className="order-status__title">Ihre Bestellung ist eingegangen</p>
      )}
    </section>
  );
}
