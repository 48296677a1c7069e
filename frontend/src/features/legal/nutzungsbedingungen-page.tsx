import { Link } from 'react-router-dom';
import { useShopInfo } from '../../lib/use-shop-info';
import { LegalPage } from '../../components/legal-page';

export default function NutzungsbedingungenPage() {
  const { shop } = useShopInfo();
  return (
    <LegalPage title="Nutzungsbedingungen" intro={`für die Website und den Online-Shop der ${shop.name}`} updated="November 2026">
      <h2>1. Gegenstand</h2>
      <p>
        Diese Bedingungen regeln die Nutzung unserer Website. Für Bestellungen gelten zusätzlich unsere <Link to="/agb">Allgemeinen Geschäftsbedingungen</Link>, für den
        Umgang mit Ihren Daten unsere <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </p>

      <h2>2. Nutzung ohne Konto</h2>
      <p>
        Sie können unsere Speisekarte ansehen und bestellen, ohne sich zu registrieren. Bitte geben Sie bei einer Bestellung nur wahre und vollständige Angaben an –
        insbesondere eine Telefonnummer, unter der wir Sie bei Rückfragen erreichen. Bestellungen unter falschem Namen oder für fremde Adressen ohne Wissen der
        Betroffenen sind nicht erlaubt.
      </p>

      <h2>3. Inhalte der Speisekarte</h2>
      <p>
        Wir halten Speisen, Preise, Allergene und Öffnungszeiten aktuell. Abbildungen sind Serviervorschläge. Sollte ein Artikel kurzfristig nicht verfügbar sein, melden
        wir uns bei Ihnen, bevor wir die Bestellung ausführen.
      </p>

      <h2>4. Verfügbarkeit</h2>
      <p>
        Wir bemühen uns, die Website rund um die Uhr erreichbar zu halten. Wartungsarbeiten, technische Störungen oder Ereignisse außerhalb unseres Einflusses können die
        Erreichbarkeit vorübergehend einschränken. Die Annahme von Bestellungen richtet sich nach unseren Öffnungszeiten und kann von uns jederzeit pausiert werden, etwa
        bei Überlastung der Küche.
      </p>

      <h2>5. Unzulässige Nutzung</h2>
      <p>Nicht erlaubt ist insbesondere,</p>
      <ul>
        <li>Scheinbestellungen aufzugeben oder Gutscheincodes systematisch auszuprobieren,</li>
        <li>die Website automatisiert in einer Weise abzurufen, die ihren Betrieb beeinträchtigt,</li>
        <li>Sicherheitsmechanismen zu umgehen oder sich unbefugt Zugang zum Verwaltungsbereich zu verschaffen.</li>
      </ul>
      <p>Bei Verstößen können wir Bestellungen ablehnen und den Zugang sperren.</p>

      <h2>6. Urheberrecht</h2>
      <p>
        Texte, Bilder, Logos und die Gestaltung dieser Website sind urheberrechtlich geschützt. Sie dürfen sie für private Zwecke ansehen und ausdrucken, etwa die
        Speisekarte. Jede darüber hinausgehende Verwendung bedarf unserer Zustimmung.
      </p>

      <h2>7. Links auf andere Websites</h2>
      <p>
        Für Inhalte verlinkter fremder Websites, etwa von PayPal, sind deren Betreiber verantwortlich. Wir prüfen Links beim Setzen, können sie aber nicht laufend
        überwachen.
      </p>

      <h2>8. Änderungen</h2>
      <p>
        Wir können diese Nutzungsbedingungen anpassen, wenn sich die Website oder die Rechtslage ändert. Es gilt jeweils die auf dieser Seite veröffentlichte Fassung.
        Angaben zum Anbieter finden Sie im <Link to="/impressum">Impressum</Link>.
      </p>
    </LegalPage>
  );
}
