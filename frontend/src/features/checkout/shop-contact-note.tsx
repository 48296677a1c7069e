import { useShopContact } from '../../lib/shop-contact';

/** Where to collect a pickup order, and the number to call with questions, on the success page. */
export function ShopContactNote({ pickup }: { pickup: boolean }) {
  const contact = useShopContact();
  return (
    <section className="order-success__contact" aria-label="Kontakt">
      {pickup && (
        <p>
          <strong>Abholung bei:</strong> {contact.name}, {contact.street}, {contact.postalCode} {contact.city}
        </p>
      )}
      <p>
        Fragen zu Ihrer Bestellung? Rufen Sie uns an: <a href={contact.phoneHref}>{contact.phone}</a>
      </p>
    </section>
  );
}
