import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { CookieBanner } from '../shop/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageBoundary } from './route-error-page';
import './public-layout.css';

/** A new page starts at its top; back and forward keep the browser's own scroll restoration, a #anchor its target. */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP' && !hash) window.scrollTo(0, 0);
    // Only a change of page scrolls, not a new hash or state on the same page.
  }, [pathname]);
}

export function PublicLayout() {
  useScrollToTopOnNavigate();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#inhalt">
        Zum Inhalt springen
      </a>
      <SiteHeader />
      <main id="inhalt" className="public-main" tabIndex={-1}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
