import { Outlet, ScrollRestoration } from 'react-router-dom';
import { CookieBanner } from '../shop/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './public-layout.css';

export function PublicLayout() {
  return (
    <div className="public-layout">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
