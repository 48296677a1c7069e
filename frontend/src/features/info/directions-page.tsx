import { Link } from 'react-router-dom';
import { LegalPage, OwnerData, ShopContactDetails } from '../../components/legal-page';
import { useShopInfo } from '../../lib/use-shop-info';
import './info.css';

export default function DirectionsPage() {
  const { shop } = useShopInfo();
  return (
    <LegalPage title="Anfahrt & Kontakt" intro="So finden Sie zu uns – zum Essen im Restaurant oder zum Abholen Ihrer Bestellung.">
      <div className="info-callout" role="note">
        <p className="info-callout__title">Abholung: bitte den Eingang an der Seite des Hauses benutzen</p>
        <p>
          Über die Hofeinfahrt links neben dem Restaurant erreichen Sie unsere Abholtheke. Dort liegt Ihre Bestellung zur
          genannten Zeit bereit – sagen Sie uns einfach Ihren Namen oder die Bestellnummer.
        </p>
      </div>

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
        Für Fragen zu einer laufenden Bestellung rufen Sie uns am besten an – so können wir sofort reagieren. Unsere
        Erreichbarkeit richtet sich nach den <Link to="/oeffnungszeiten">Öffnungszeiten</Link>.
      </p>

      <h2>Mit dem Auto</h2>
      <OwnerData>
        <p>[Wegbeschreibung, z. B. „Von der B 1 kommend an der zweiten Ampel rechts abbiegen …“]</p>
      </OwnerData>

      <h2>Parken</h2>
      <p>
        Direkt vor dem Haus gibt es einige Kurzzeitparkplätze – ideal zum Abholen. Bitte halten Sie die Hofeinfahrt frei,
        damit unsere Fahrer jederzeit losfahren können.
      </p>
      <OwnerData>
        <p>[Weitere Parkmöglichkeiten, z. B. öffentlicher Parkplatz in der Nähe]</p>
      </OwnerData>

      <h2>Mit Bus und Bahn</h2>
      <OwnerData>
        <p>[Nächste Haltestelle und Linien, Fußweg in Minuten]</p>
      </OwnerData>

      <h2>Barrierefreiheit</h2>
      <p>
        Der Abholeingang an der Seite ist stufenlos erreichbar. Brauchen Sie Hilfe, rufen Sie kurz an – wir bringen Ihnen
        die Bestellung gern nach draußen.
      </p>
    </LegalPage>
  );
}
