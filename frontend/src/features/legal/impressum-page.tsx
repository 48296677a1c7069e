import { Link } from 'react-router-dom';
import { useShopInfo } from '../../lib/use-shop-info';
import { LegalPage, ShopContactDetails } from '../../components/legal-page';

export default function ImpressumPage() {
  const { shop, legal } = useShopInfo();
  return (
    <LegalPage title="Impressum" updated="November 2026">
      <h2>Angaben gemäß § 5 DDG</h2>
      <address>
        {shop.name}
        <br />
        Inhaber: {shop.owner}
        <br />
        {shop.street}
        <br />
        {shop.postalCode} {shop.city}
      </address>

      <h2>Kontakt</h2>
      <ShopContactDetails />

      {shop.vatId && (
        <>
          <h2>Umsatzsteuer</h2>
          <p>
            Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:
            <br />
            {shop.vatId}
          </p>
        </>
      )}

      {(legal.supervisoryAuthority || shop.registerEntry) && (
        <>
          <h2>Aufsichtsbehörde und Register</h2>
          {legal.supervisoryAuthority && (
            <p className="legal-page__fact">
              Zuständige Behörde:
              <br />
              {legal.supervisoryAuthority}
            </p>
          )}
          {shop.registerEntry && <p>Registereintrag: {shop.registerEntry}</p>}
        </>
      )}

      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
      <p>
        {shop.owner}, {shop.street}, {shop.postalCode} {shop.city}
      </p>

      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36
        Verbraucherstreitbeilegungsgesetz). Bei Fragen oder Beschwerden zu Ihrer Bestellung sprechen Sie uns bitte direkt an – wir finden gern eine Lösung.
      </p>

      <h2>EU-Streitschlichtung</h2>
      <p>
        Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde zum 20. Juli 2025 eingestellt. Verbraucherinnen und Verbraucher können
        sich weiterhin an die Verbraucherzentralen und an das Europäische Verbraucherzentrum Deutschland wenden.
      </p>

      <h2>Haftung für Inhalte</h2>
      <p>
        Wir erstellen die Inhalte dieser Seiten mit Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Als
        Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte
        fremde Informationen zu überwachen. Sobald uns eine Rechtsverletzung bekannt wird, entfernen wir den betreffenden Inhalt umgehend.
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Unser Angebot enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich.
        Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.
      </p>

      <h2>Urheberrecht</h2>
      <p>
        Texte, Bilder und Gestaltung dieser Website unterliegen dem deutschen Urheberrecht. Eine Vervielfältigung oder Verwendung außerhalb der Grenzen des Urheberrechts
        bedarf unserer schriftlichen Zustimmung.
      </p>

      <p>
        Weitere Informationen: <Link to="/datenschutz">Datenschutzerklärung</Link> · <Link to="/agb">AGB</Link> ·{' '}
        <Link to="/nutzungsbedingungen">Nutzungsbedingungen</Link>
      </p>
    </LegalPage>
  );
}
