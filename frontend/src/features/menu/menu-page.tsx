import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, buildDirectCartItem, isDirectAdd, shopPageTitle, type CartItem, type Product } from '@pizzeria/domain';
import { Toast } from '../../components/toast';
import { useCart } from '../../shop/cart-context';
import { useShopStatus } from '../../shop/use-shop-status';
import { CategoryNav } from './category-nav';
import { takeEarlyTaps } from './early-taps';
import { TOAST_DURATION_MS } from './menu-constants';
import type { MenuData } from '../../shop/menu-api';
import { menuSections } from './menu-sections';
import { MenuSectionList } from './menu-section-list';
import { ServerProductList, serverProductListFor } from './server-product-list';
import { useMenuData } from './use-menu-data';
import { useHydrated } from '../../lib/use-hydrated';
import { useShopInfo } from '../../lib/use-shop-info';
import { WelcomeBanner } from './welcome-banner';
import './menu.css';

const ProductCustomizer = lazy(() => import('./product-customizer').then((m) => ({ default: m.ProductCustomizer })));
const ShopClosedModal = lazy(() => import('../../shop/shop-closed-modal').then((m) => ({ default: m.ShopClosedModal })));
const ProductInfoModal = lazy(() => import('./product-info-modal').then((m) => ({ default: m.ProductInfoModal })));

// The closed notice greets a visitor once per page load, not on every return to the menu.
let closedNoticeShown = false;

function useClosedNotice() {
  const { isShopLive, preordersEnabled, loaded } = useShopStatus();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (loaded && !isShopLive && !closedNoticeShown) {
      closedNoticeShown = true;
      setOpen(true);
    }
  }, [loaded, isShopLive]);
  return { open, close: () => setOpen(false), preordersEnabled };
}

function useToast() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), TOAST_DURATION_MS);
  }, []);
  return { message, show };
}

/** What choosing a product does: nothing while it is sold out, else add it at once or open its popup. */
function choiceFor(product: Product): 'nothing' | 'add' | 'popup' {
  if (product.available === false) return 'nothing';
  return isDirectAdd(product) ? 'add' : 'popup';
}

/**
 * Plays back the taps made on the server's list before the app ran (early-taps.ts), in order, as if
 * made now. One that opens a dialog ends them: the dialog would have covered the list for the rest.
 */
function replayEarlyTaps(products: readonly Product[], choose: (product: Product) => void, showInfo: (product: Product) => void): void {
  for (const tap of takeEarlyTaps()) {
    const product = products.find((p) => String(p.productsID) === tap.productId);
    if (!product) continue;
    if (tap.action === 'info') return showInfo(product);
    choose(product);
    if (choiceFor(product) === 'popup') return;
  }
}

function Menu({ menu }: { menu: MenuData }) {
  const { addItem, reprice } = useCart();
  const { message: toastMessage, show: showToast } = useToast();
  const [customizingId, setCustomizingId] = useState<number | null>(null);
  const [info, setInfo] = useState<Product | null>(null);
  const shopName = useShopInfo().shop.name;
  const sections = useMemo(() => menuSections(menu.products, menu.categories, shopName), [menu, shopName]);
  const serverList = serverProductListFor(menu, shopName);
  // The open popup follows the menu as staff change it (a new price, a sold-out mark).
  const customizing = menu.products.find((p) => p.productsID === customizingId) ?? null;
  const hydrated = useHydrated();

  useEffect(() => reprice(menu), [menu, reprice]);

  const added = useCallback(
    (item: CartItem) => {
      addItem(item);
      showToast(`${item.productName} wurde zum Warenkorb hinzugefügt`);
    },
    [addItem, showToast],
  );

  const choose = useCallback(
    (product: Product) => {
      const choice = choiceFor(product);
      if (choice === 'add') added(buildDirectCartItem(product));
      else if (choice === 'popup') setCustomizingId(product.productsID);
    },
    [added],
  );

  // Only once the page is hydrated: by then the stored cart is back, so a replayed "+" adds to it.
  useEffect(() => {
    if (hydrated) replayEarlyTaps(menu.products, choose, setInfo);
  }, [hydrated, menu.products, choose]);

  if (sections.length === 0) return <p className="menu-empty">{MESSAGES.noProducts}</p>;

  return (
    <>
      <CategoryNav sections={sections} />
      {serverList === null ? (
        <MenuSectionList sections={sections} variants={menu.variants} onChoose={choose} onShowInfo={setInfo} />
      ) : (
        <ServerProductList html={serverList} products={menu.products} onChoose={choose} onShowInfo={setInfo} />
      )}
      <Suspense fallback={null}>
        {customizing && (
          <ProductCustomizer
            key={customizing.productsID}
            product={customizing}
            menu={menu}
            onClose={() => setCustomizingId(null)}
            onAdd={(item) => {
              setCustomizingId(null);
              added(item);
            }}
          />
        )}
        {info && <ProductInfoModal key={info.productsID} product={info} onClose={() => setInfo(null)} />}
      </Suspense>
      <Toast message={toastMessage} />
    </>
  );
}

function MenuSkeleton() {
  return (
    <div className="menu-skeleton" role="status">
      <span className="visually-hidden">Speisekarte wird geladen …</span>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden="true" />
      ))}
    </div>
  );
}

/** `cart` is the cart panel beside the menu; the app composes it so menu and cart stay separate features. */
export default function MenuPage({ cart }: { cart: ReactNode }) {
  const state = useMenuData();
  const closedNotice = useClosedNotice();
  const shopName = useShopInfo().shop.name;

  useEffect(() => {
    document.title = shopPageTitle(shopName);
  }, [shopName]);

  return (
    <div className="menu-layout">
      <div className="menu-main">
        <WelcomeBanner />
        {state.status === 'loading' && <MenuSkeleton />}
        {state.status === 'error' && (
          <div className="menu-error" role="alert">
            <p>Die Speisekarte konnte gerade nicht geladen werden.</p>
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              Erneut versuchen
            </button>
          </div>
        )}
        {state.status === 'ready' && <Menu menu={state.menu} />}
      </div>
      {cart}
      {closedNotice.open && (
        <Suspense fallback={null}>
          <ShopClosedModal open onClose={closedNotice.close} preordersEnabled={closedNotice.preordersEnabled} />
        </Suspense>
      )}
    </div>
  );
}
