import { Link } from 'react-router-dom';
import { MAX_DELIVERY_MINUTES, MAX_PREORDER_DAYS, formatEuro, orderTimesOf } from '@pizzeria/domain';
import { useShopInfo } from '../../lib/use-shop-info';
import { useFreeDelivery } from '../../shop/delivery-zones';
import { LegalPage } from '../../components/legal-page';

export default function AgbPage() {
  const info = useShopInfo();
  const { shop } = info;
  const orderTimes = orderTimesOf(info);
  const freeDelivery = useFreeDelivery();
  return (
    <LegalPage title="Allgemeine Geschäftsbedingungen" intro={`für Bestellungen im Online-Shop der ${shop.name}`} updated="November 2026">
      <h2>§ 1 Geltungsbereich</h2>
      <p>Diese Bedingungen gelten für alle Bestellungen, die Sie über diesen Online-Shop bei uns aufgeben:</p>
      <p>
        {shop.name}, Inhaber: {shop.owner}, {shop.street}, {shop.postalCode} {shop.city} – im Folgenden „wir“.
      </p>
      <p>Abweichende Bedingungen des Kunden gelten nicht. Vertragssprache ist Deutsch.</p>

      <h2>§ 2 Vertragsschluss</h2>
      <ol>
        <li>Die Darstellung unserer Speisen und Getränke im Shop ist kein rechtlich bindendes Angebot, sondern eine Einladung zur Bestellung.</li>
        <li>
          Mit einem Klick auf „Zahlungspflichtig bestellen (Barzahlung)“ oder mit der Bestätigung der Zahlung bei PayPal geben Sie ein verbindliches Angebot über die
          Waren im Warenkorb ab. Vorher können Sie Ihre Angaben jederzeit prüfen und korrigieren.
        </li>
        <li>
          Den Eingang Ihrer Bestellung zeigen wir sofort an und bestätigen ihn per E-Mail; das ist noch keine Annahme. Der Vertrag kommt zustande, wenn wir die Bestellung
          bestätigen – Sie sehen das auf der Bestätigungsseite und erhalten eine E-Mail mit der voraussichtlichen Zeit.
        </li>
        <li>
          Wir können eine Bestellung ablehnen, etwa wenn eine Zutat ausgegangen ist oder die Lieferadresse außerhalb unseres Liefergebiets liegt. Eine bereits geleistete
          Zahlung erstatten wir dann umgehend.
        </li>
      </ol>

      <h2>§ 3 Preise</h2>
      <p>
        Alle Preise sind Endpreise in Euro inkl. der gesetzlichen Mehrwertsteuer (MwSt.).{' '}
        {freeDelivery === false
          ? 'Für die Lieferung berechnen wir je nach Liefergebiet eine Liefergebühr; sie steht vor der Bestellung im Warenkorb und an der Kasse.'
          : 'Die Lieferung ist kostenlos; es fallen keine Versandkosten an.'}{' '}
        Wo die Speisekarte „zzgl. Pfand“ angibt, berechnen wir das Pfand zusätzlich und weisen es gesondert aus. Gutscheine werden nur angerechnet, wenn sie im Warenkorb
        als aktiv angezeigt werden; eine Barauszahlung ist ausgeschlossen.
      </p>

      <h2>§ 4 Lieferung und Abholung</h2>
      <ol>
        <li>
          Wir liefern nur in die im Shop auswählbaren Orte (Liefergebiet). Für jeden Ort gilt der dort angezeigte Mindestbestellwert; er bezieht sich auf den Warenwert
          vor Abzug eines Gutscheins.
        </li>
        <li>Die Lieferzeit beträgt in der Regel höchstens {MAX_DELIVERY_MINUTES} Minuten.</li>
        <li>
          Die voraussichtliche Liefer- oder Abholzeit teilen wir Ihnen mit der Bestätigung mit. Bei hohem Andrang, schlechtem Wetter oder Verkehrsstörungen kann es zu
          Verzögerungen kommen.
        </li>
        <li>
          Bestellungen sind während unserer <Link to="/oeffnungszeiten">Öffnungs- und Lieferzeiten</Link> möglich; dienstags haben wir Ruhetag. Vorbestellungen nehmen wir
          bis zu {MAX_PREORDER_DAYS} Tage im Voraus an. Bestellungen für eine Zeit vor {orderTimes.earlyOrderBefore} Uhr erfüllen wir nur auf Anfrage oder ab einem
          Bestellwert von {formatEuro(orderTimes.earlyOrderMinCents)}.
        </li>
        <li>
          Bei Abholung halten wir Ihre Bestellung zur genannten Zeit bereit. Den Weg zum Abholeingang finden Sie unter <Link to="/anfahrt">Anfahrt</Link>.
        </li>
        <li>
          Treffen wir Sie unter der angegebenen Adresse nicht an, versuchen wir Sie telefonisch zu erreichen. Gelingt die Übergabe aus Gründen, die Sie zu vertreten
          haben, nicht, bleibt der Anspruch auf den Kaufpreis bestehen.
        </li>
      </ol>

      <h2>§ 5 Zahlung</h2>
      <p>
        Sie zahlen bar bei Lieferung bzw. Abholung oder vorab mit PayPal. Bei PayPal gelten zusätzlich die Nutzungsbedingungen von PayPal; der Betrag wird bei Abschluss
        der Bestellung belastet.
      </p>

      <h2>§ 6 Kein Widerrufsrecht</h2>
      <p>
        Ein Widerrufsrecht besteht nicht bei Verträgen über die Lieferung von Waren, die schnell verderben können (§ 312g Abs. 2 Nr. 2 BGB), und bei Waren, die nach Ihren
        Wünschen zubereitet werden (§ 312g Abs. 2 Nr. 1 BGB). Das trifft auf unsere frisch zubereiteten Speisen zu. Möchten Sie eine Bestellung ändern oder stornieren,
        rufen Sie uns bitte sofort an – solange wir noch nicht mit der Zubereitung begonnen haben, finden wir fast immer eine Lösung.
      </p>

      <h2>§ 7 Alkoholische Getränke</h2>
      <p>
        Alkoholische Getränke geben wir nur an Personen ab, die das gesetzliche Mindestalter erreicht haben: Bier, Wein und Sekt nur ab 16 Jahren, Spirituosen und
        spirituosenhaltige Getränke nur ab 18 Jahren (§ 9 Jugendschutzgesetz). Bei der Übergabe können wir einen Ausweis verlangen. Ohne Nachweis behalten wir diese
        Getränke ein und erstatten ihren Preis; die übrige Bestellung bleibt davon unberührt.
      </p>

      <h2>§ 8 Allergene und Zusatzstoffe</h2>
      <p>
        Angaben zu Allergenen und Zusatzstoffen finden Sie bei jedem Gericht über das Info-Symbol. In unserer Küche werden alle Zutaten verarbeitet; Spuren anderer
        Allergene können wir daher nicht ausschließen.
      </p>

      <h2>§ 9 Gewährleistung</h2>
      <p>
        Es gelten die gesetzlichen Mängelrechte. Stimmt etwas mit Ihrer Bestellung nicht – fehlt ein Artikel oder ist ein Gericht nicht in Ordnung –, melden Sie sich
        bitte möglichst sofort telefonisch bei uns, damit wir schnell nachliefern oder erstatten können.
      </p>

      <h2>§ 10 Haftung</h2>
      <p>
        Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper und Gesundheit. Bei leichter Fahrlässigkeit haften wir nur
        für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.
      </p>

      <h2>§ 11 Schlussbestimmungen</h2>
      <p>
        Es gilt das Recht der Bundesrepublik Deutschland. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben
        unberührt. Informationen zur Verbraucherstreitbeilegung finden Sie im <Link to="/impressum">Impressum</Link>.
      </p>
    </LegalPage>
  );
}
