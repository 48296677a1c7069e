import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { formatEuro } from '@pizzeria/domain';
import { DESKTOP_QUERY, useMediaQuery } from '../../components/use-media-query';
import { CART_ANCHOR } from '../../shop/cart-anchor';
import { useCart } from '../../shop/cart-context';
import './cart.css';

const loadBody = () => import('./cart-body');
const CartPanelBody = lazy(() => loadBody().then((m) => ({ default: m.CartPanelBody })));
const CartSheet = lazy(() => loadBody().then((m) => ({ default: m.CartSheet })));

/** Gap kept between the panel and the window's bottom edge, in px. */
const PANEL_BOTTOM_GAP = 16;

/**
 * Fits the desktop panel into the visible part of the window, wherever the page is scrolled: the
 * panel scrolls inside and its summary ("Zur Kasse") is pinned to its bottom, so that bottom must
 * be on screen, also before the page is scrolled and the panel starts below the welcome banner.
 */
function useFitToWindow(panel: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    let frame = 0;
    const fit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const top = Math.max(element.getBoundingClientRect().top, 0);
        element.style.maxHeight = `${Math.max(window.innerHeight - top - PANEL_BOTTOM_GAP, 240)}px`;
      });
    };
    fit();
    window.addEventListener('scroll', fit, { passive: true });
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
    };
  }, [panel, active]);
}

/**
 * The cart: a collapsible side panel on desktop (open by default), a bottom bar on phones that
 * expands into a sheet. The header's cart link (#warenkorb) opens it on either.
 */
export function CartPanel() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { itemCount, finalTotalCents } = useCart();
  const [panelOpen, setPanelOpen] = useState(true);
  const [sheetOpen, setSheetOpen] = useState(false);
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const bodyId = useId();
  useFitToWindow(panelRef, desktop);

  useEffect(() => {
    if (location.hash !== CART_ANCHOR) return;
    if (desktop) {
      setPanelOpen(true);
      headingRef.current?.scrollIntoView({ block: 'start' });
      headingRef.current?.focus({ preventScroll: true });
    } else {
      setSheetOpen(true);
    }
  }, [location.key, location.hash, desktop]);

  const summary = `${itemCount} Artikel · ${formatEuro(finalTotalCents)}`;

  if (desktop) {
    return (
      <aside className="cart-panel" id={CART_ANCHOR.slice(1)} aria-labelledby={`${bodyId}-title`} ref={panelRef}>
        <h2 className="cart-panel-heading" ref={headingRef} tabIndex={-1}>
          <button type="button" className="cart-panel-toggle" aria-expanded={panelOpen} aria-controls={bodyId} onClick={() => setPanelOpen((open) => !open)}>
            <span id={`${bodyId}-title`}>Warenkorb</span>
            <span className="cart-panel-summary" aria-live="polite">
              {summary}
            </span>
            <svg className="cart-panel-chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </h2>
        <div id={bodyId} className="cart-panel-body" hidden={!panelOpen}>
          <Suspense fallback={null}>
            <CartPanelBody />
          </Suspense>
        </div>
      </aside>
    );
  }

  return (
    <>
      <div className="cart-bar" id={CART_ANCHOR.slice(1)}>
        {/* The sheet's code starts loading when a tap is on its way, not only when it lands. */}
        <button
          type="button"
          className="cart-bar-button"
          aria-haspopup="dialog"
          onPointerDown={() => void loadBody()}
          onFocus={() => void loadBody()}
          onClick={() => setSheetOpen(true)}
        >
          <span className="cart-bar-count" aria-hidden="true">
            {itemCount}
          </span>
          <span className="cart-bar-label">Warenkorb ansehen</span>
          <span className="cart-bar-total" aria-live="polite">
            <span className="visually-hidden">{itemCount} Artikel, </span>
            {formatEuro(finalTotalCents)}
          </span>
        </button>
      </div>
      {sheetOpen && (
        <Suspense fallback={null}>
          <CartSheet onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
