import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { shopPageDescription } from '@pizzeria/domain';
import { useShopInfo } from '../lib/use-shop-info';
import { CookieBanner } from '../shop/cookie-consent';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageBoundary } from './route-error-page';
import './public-layout.css';

/** A new page starts at its top; back and forward keep the browser's own scroll restoration, a #anchor its target. */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // Only a change of page scrolls, not a new hash or state on the same page: those are read, not watched.
  const how = useRef({ hash, navigation });
  how.current = { hash, navigation };
  useEffect(() => {
    if (how.current.navigation !== 'POP' && !how.current.hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/** The page's description follows the shop's name, as the title does (the server sends both with the page too). */
function useShopDescription() {
  const shopName = useShopInfo().shop.name;
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', shopPageDescription(shopName));
  }, [shopName]);
}

export function PublicLayout() {
  useScrollToTopOnNavigate();
  useShopDescription();
  return (
    <div className="public-layout">
      {/* First in the focus order while shown (it stands fixed at an edge, so its place here is not seen). */}
      <CookieBanner />
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
    </div>
  );
}
