import { Link, NavLink } from 'react-router-dom';
import { useCart } from '../shop/cart-context';
import { CART_ANCHOR } from '../shop/cart-anchor';
import { useShopInfo } from '../lib/use-shop-info';
import { BrandLogo } from './brand-logo';

/** "Pizzeria Bella Napoli" → kicker "Pizzeria", name "Bella Napoli"; a name without such a word stands alone. */
function splitName(name: string): { kicker: string; rest: string } {
  const match = /^(Pizzeria|Ristorante|Trattoria|Restaurant)\s+(.+)$/i.exec(name);
  return match ? { kicker: match[1], rest: match[2] } : { kicker: '', rest: name };
}

export function SiteHeader() {
  const { itemCount } = useCart();
  const { kicker, rest } = splitName(useShopInfo().shop.name);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="brand" title="Zur Speisekarte">
          <BrandLogo />
          <span className="brand-text">
            {kicker && <span className="brand-kicker">{kicker}</span>} <span className="brand-name">{rest}</span>
          </span>
        </Link>
        <nav className="site-nav" aria-label="Hauptnavigation">
          <NavLink to="/" end>
            Speisekarte
          </NavLink>
          <NavLink to="/oeffnungszeiten">Öffnungszeiten</NavLink>
          <NavLink to="/anfahrt">Anfahrt</NavLink>
        </nav>
        {/* Named by its own text ("Warenkorb 2 Artikel"), so the name contains what is visible: speech users say what they see. */}
        <Link to={{ pathname: '/', hash: CART_ANCHOR }} state={{ openCart: true }} className="cart-link">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="20" r="1.6" fill="currentColor" />
            <circle cx="17" cy="20" r="1.6" fill="currentColor" />
          </svg>
          <span className="cart-link-label">Warenkorb</span> <span className="cart-badge">{itemCount}</span>
          <span className="visually-hidden"> Artikel</span>
        </Link>
      </div>
    </header>
  );
}
