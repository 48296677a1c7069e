import { Link } from 'react-router-dom';
import { phoneHref } from '@pizzeria/domain';
import { openCookieSettings } from '../shop/cookie-consent';
import { useShopInfo } from '../lib/use-shop-info';
import { useShopNow } from '../shop/shop-clock';

const LEGAL_LINKS = [
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/agb', label: 'AGB' },
  { to: '/nutzungsbedingungen', label: 'Nutzungsbedingungen' },
];

export function SiteFooter() {
  const { shop } = useShopInfo();
  // The shop's year, not the device's: the server renders this line with the same clock.
  const year = useShopNow().date.slice(0, 4);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="footer-block" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {shop.name}
          </h2>
          <address>
            {shop.street}
            <br />
            {shop.postalCode} {shop.city}
            <br />
            Telefon: <a href={phoneHref(shop.phone)}>{shop.phone}</a>
          </address>
        </section>
        <nav className="footer-block" aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-heading">
            Besuchen Sie uns
          </h2>
          <ul className="footer-links">
            <li>
              <Link to="/oeffnungszeiten">Öffnungszeiten</Link>
            </li>
            <li>
              <Link to="/anfahrt">Anfahrt</Link>
            </li>
          </ul>
        </nav>
        <nav className="footer-block" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            Rechtliches
          </h2>
          <ul className="footer-links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={() => openCookieSettings()}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer-copy">
        © {year} {shop.name}
      </p>
    </footer>
  );
}
