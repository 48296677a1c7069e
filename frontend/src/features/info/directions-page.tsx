import { Link } from 'react-router-dom';
import { LegalPage, ShopContactDetails } from '../../components/legal-page';
import { useShopInfo } from '../../lib/use-shop-info';
import './info.css';

/** A heading and the owner's text, or nothing when they left that fact empty. */
function Fact({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <>
      <h2>{title}</h2>
      <p className="legal-page__fact">{text}</p>
    </>
  );
}

export default function DirectionsPage() {
  const { shop, directions } = useShopInfo();
  return (
    <LegalPage title="Anfahrt & Kontakt" intro="So finden Sie zu uns – zum Essen im Restaurant oder zum Abholen Ihrer Bestellung.">
      {directions.pickupEntrance && (
        <div className="info-callout" role="note">
          <p className="info-callout__title">Abholung</p>
          <p className="legal-page__fact">{directions.pickupEntrance}</p>
          <p>Dort liegt Ihre Bestellung zur genannten Zeit bereit – sagen Sie uns einfach Ihren Namen oder die Bestellnummer.</p>
        </div>
      )}

      <h2>Adresse</h2>
      <address>
        {shop.name}
        <br />
        {shop.street}
        <br />
        {shop.postalCode} {shop.city}
      </address>

      <h2>Kontakt</h2>
      <ShopContactDetails />
      <p>
        Für Fragen zu einer laufenden Bestellung rufen Sie uns am besten an – so können wir sofort reagieren. Unsere Erreichbarkeit richtet sich nach den{' '}
        <Link to="/oeffnungszeiten">Öffnungszeiten</Link>.
      </p>

      <Fact title="Mit dem Auto" text={directions.byCar} />
      <Fact title="Parken" text={directions.parking} />
      <Fact title="Mit Bus und Bahn" text={directions.publicTransport} />
      <Fact title="Barrierefreiheit" text={directions.accessibility} />
    </LegalPage>
  );
}
