import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatEuro } from '@pizzeria/domain';
import { Modal } from '../../components/modal';
import { DESKTOP_QUERY, useMediaQuery } from '../../components/use-media-query';
import { CART_ANCHOR } from './cart-anchor';
import { useCart } from './cart-context';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';
import './cart.css';

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
  const bodyId = useId();

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
      <aside className="cart-panel" id={CART_ANCHOR.slice(1)} aria-labelledby={`${bodyId}-title`}>
        <h2 className="cart-panel-heading" ref={headingRef} tabIndex={-1}>
          <button
            type="button"
            className="cart-panel-toggle"
            aria-expanded={panelOpen}
            aria-controls={bodyId}
            onClick={() => setPanelOpen((open) => !open)}
          >
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
          <CartContents />
          <CartSummary />
        </div>
      </aside>
    );
  }

  return (
    <>
      <div className="cart-bar" id={CART_ANCHOR.slice(1)}>
        <button type="button" className="cart-bar-button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
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
      <Modal
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title="Warenkorb"
        initialFocus="dialog"
        footer={<CartSummary onCheckout={() => setSheetOpen(false)} />}
      >
        <CartContents />
      </Modal>
    </>
  );
}
