import { Link } from 'react-router-dom';
import { useShopInfo } from '../../lib/use-shop-info';
import { openCookieSettings } from '../../shop/cookie-consent';
import { LegalPage } from '../../components/legal-page';

export default function DatenschutzPage() {
  const { shop, legal } = useShopInfo();
  return (
    <LegalPage
      title="Datenschutzerklärung"
      intro="Wie wir mit Ihren Daten umgehen, wenn Sie bei uns stöbern und bestellen – kurz gesagt: nur so viel, wie für Ihre Bestellung nötig ist."
      updated="November 2026"
    >
      <h2>1. Verantwortlicher</h2>
      <p>Verantwortlich für die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:</p>
      <address>
        {shop.name}, Inhaber: {shop.owner}
        <br />
        {shop.street}, {shop.postalCode} {shop.city}
        <br />
        Telefon: {shop.phone} · E-Mail: {shop.email}
      </address>
      <p>
        Einen Datenschutzbeauftragten haben wir nicht bestellt, weil wir dazu nicht verpflichtet sind. Bei allen Fragen zum Datenschutz erreichen Sie uns unter den oben
        genannten Kontaktdaten.
      </p>

      <h2>2. Aufruf der Website und Server-Logfiles</h2>
      <p>
        Beim Aufruf unserer Seiten überträgt Ihr Browser automatisch Daten an unseren Server: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, übertragene Datenmenge,
        die zuvor besuchte Seite (Referrer) sowie Browser und Betriebssystem. Wir brauchen diese Daten, um die Website auszuliefern, ihre Sicherheit zu gewährleisten und
        Störungen oder Missbrauch (z. B. Angriffe auf den Anmeldebereich) zu erkennen.
      </p>
      <p>
        Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Logfiles werden nach spätestens 14 Tagen
        gelöscht, sofern nicht ein konkreter Sicherheitsvorfall eine längere Aufbewahrung zur Aufklärung erfordert.
      </p>
      {legal.hostingProvider && (
        <p className="legal-page__fact">
          Unsere Website wird betrieben bei: {legal.hostingProvider}. Mit dem Anbieter besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.
        </p>
      )}

      <h2>3. Bestellungen</h2>
      <p>
        Wenn Sie bestellen, verarbeiten wir die Angaben aus dem Bestellformular: Vor- und Nachname, ggf. Firma, E-Mail-Adresse, Telefonnummer, bei Lieferung Straße,
        Hausnummer, Postleitzahl und Ort, außerdem Ihre Bestellung (Speisen, Extras, Preise, Gutscheincode), Ihren Wunschtermin, die Zahlungsart und Ihre Nachrichten an
        Küche und Fahrer.
      </p>
      <p>Wir nutzen diese Daten, um</p>
      <ul>
        <li>Ihre Bestellung anzunehmen, zuzubereiten und auszuliefern bzw. zur Abholung bereitzustellen,</li>
        <li>Ihnen eine Bestellbestätigung und den aktuellen Status per E-Mail und auf der Bestätigungsseite zu zeigen,</li>
        <li>Sie bei Rückfragen zur Bestellung (z. B. zur Lieferadresse) anzurufen.</li>
      </ul>
      <p>
        Rechtsgrundlage ist die Erfüllung des Vertrags bzw. vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsrelevante Daten bewahren wir auf, weil
        Handels- und Steuerrecht es verlangen (§ 147 AO, § 257 HGB; Art. 6 Abs. 1 lit. c DSGVO).
      </p>
      <p>
        Die Seite „Vielen Dank für Ihre Bestellung“ hält eine Live-Verbindung zu unserem Server, damit Sie sehen, wann wir Ihre Bestellung bestätigen. Dabei werden nur
        Bestellnummer und ein zufälliger Zugangsschlüssel übertragen.
      </p>
      {legal.mailProvider && <p className="legal-page__fact">Unsere E-Mails versenden wir über: {legal.mailProvider} (Auftragsverarbeitung nach Art. 28 DSGVO).</p>}

      <h2>4. Bezahlung mit PayPal</h2>
      <p>
        Sie können bar oder mit PayPal bezahlen. Auf der Kassenseite laden wir dafür die Bezahl-Schaltflächen von den Servern von PayPal; dabei erhält PayPal Ihre
        IP-Adresse und technische Angaben zu Ihrem Browser. Wählen Sie PayPal, übermitteln wir den Bestellbetrag und die Bestellnummer an PayPal; die Zahlung selbst
        (Anmeldung, Zahlungsquelle) wickeln Sie direkt bei PayPal ab.
      </p>
      <p>
        Anbieter ist die PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO
        (Zahlungsabwicklung) sowie unser berechtigtes Interesse, Ihnen eine bargeldlose Zahlung anzubieten (Art. 6 Abs. 1 lit. f DSGVO). Näheres in der
        Datenschutzerklärung von PayPal:{' '}
        <a href="https://www.paypal.com/de/legalhub/privacy-full" rel="noopener noreferrer" target="_blank">
          paypal.com/de/legalhub/privacy-full
        </a>
        .
      </p>

      <h2>5. Lokale Speicherung in Ihrem Browser</h2>
      <p>
        Wir setzen keine Tracking-Cookies. Damit der Shop funktioniert, legen wir einige Einträge im lokalen Speicher (localStorage) Ihres Browsers ab. Sie verlassen Ihr
        Gerät nicht von selbst und können jederzeit über die Browsereinstellungen gelöscht werden:
      </p>
      <ul>
        <li>
          <strong>cartItems</strong> und <strong>cartState</strong> – Ihr Warenkorb, Abholung oder Lieferung, Liefergebiet, Gutscheincode und Nachrichten, damit beim
          Neuladen nichts verloren geht;
        </li>
        <li>
          <strong>cookieConsent</strong> – Ihre Auswahl im Cookie-Hinweis und deren Zeitpunkt;
        </li>
        <li>
          <strong>shopInfo</strong> – unsere Anschrift und Öffnungszeiten, damit die Seite sie beim nächsten Besuch sofort zeigt (keine personenbezogenen Daten);
        </li>
        <li>
          <strong>adminToken</strong> – nur für unsere Mitarbeitenden: die Anmeldung im Verwaltungsbereich.
        </li>
      </ul>
      <p>
        Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); die anschließende Verarbeitung stützen wir auf Art. 6
        Abs. 1 lit. b und f DSGVO. Statistik- oder Marketingdienste setzen wir derzeit nicht ein. Sollten wir sie einführen, geschieht das nur mit Ihrer Einwilligung
        (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit in den{' '}
        <button type="button" className="legal-inline-button" onClick={() => openCookieSettings()}>
          Cookie-Einstellungen
        </button>{' '}
        widerrufen können.
      </p>

      <h2>6. Schriftarten</h2>
      <p>Alle Schriften liegen auf unserem eigenen Server. Beim Besuch unserer Seiten wird keine Verbindung zu Google Fonts oder anderen Schriftanbietern aufgebaut.</p>

      <h2>7. Empfänger</h2>
      <p>
        Ihre Daten erhalten nur unsere Mitarbeitenden, soweit sie sie für die Bestellung brauchen (Küche, Fahrer), sowie die oben genannten Dienstleister. Eine
        Übermittlung in Länder außerhalb der EU findet durch uns nicht statt; PayPal kann Daten im Rahmen seiner eigenen Verantwortung auch in Drittländer übermitteln.
      </p>

      <h2>8. Speicherdauer</h2>
      <ul>
        <li>Bestelldaten: so lange, wie es für Bestellung und Rückfragen nötig ist; Buchungsbelege 8 bzw. 10 Jahre nach den gesetzlichen Aufbewahrungsfristen.</li>
        <li>Server-Logfiles: höchstens 14 Tage.</li>
        <li>Einträge im lokalen Speicher: bis Sie sie löschen; der Warenkorb wird nach einer Bestellung geleert.</li>
      </ul>

      <h2>9. Ihre Rechte</h2>
      <p>Sie haben das Recht auf</p>
      <ul>
        <li>Auskunft über Ihre bei uns gespeicherten Daten (Art. 15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art. 16 DSGVO),</li>
        <li>Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO),</li>
        <li>Datenübertragbarkeit (Art. 20 DSGVO),</li>
        <li>Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).</li>
      </ul>
      <p>
        <strong>Widerspruchsrecht:</strong> Verarbeiten wir Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f DSGVO), können Sie aus Gründen, die sich aus
        Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art. 21 DSGVO).
      </p>
      <p>Eine Nachricht an die oben genannten Kontaktdaten genügt.</p>

      <h2>10. Beschwerderecht</h2>
      <p>Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), insbesondere in dem Bundesland Ihres Wohnorts oder unseres Sitzes.</p>
      {legal.dataProtectionAuthority && <p className="legal-page__fact">Für uns zuständig ist: {legal.dataProtectionAuthority}</p>}

      <h2>11. Pflicht zur Angabe</h2>
      <p>
        Die im Bestellformular als Pflichtfeld markierten Angaben brauchen wir, um Ihre Bestellung auszuführen. Ohne sie können wir keine Bestellung annehmen. Eine
        automatisierte Entscheidungsfindung oder ein Profiling findet nicht statt.
      </p>

      <p>
        Siehe auch: <Link to="/impressum">Impressum</Link> · <Link to="/agb">AGB</Link>
      </p>
    </LegalPage>
  );
}
