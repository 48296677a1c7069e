import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGES, buildDirectCartItem, isDirectAdd, type CartItem, type Product } from '@pizzeria/domain';
import { Toast } from '../../components/toast';
import { CartPanel } from '../cart/cart-panel';
import { useCart } from '../cart/cart-context';
import { ShopClosedModal } from '../shop-status/shop-closed-modal';
import { useShopStatus } from '../shop-status/use-shop-status';
import { CategoryNav } from './category-nav';
import { TOAST_DURATION_MS } from './menu-constants';
import type { MenuData } from './menu-api';
import { menuSections } from './menu-sections';
import { MenuSectionList } from './menu-section-list';
import { useMenuData } from './use-menu-data';
import { WelcomeBanner } from './welcome-banner';
import './menu.css';

const ProductCustomizer = lazy(() => import('./product-customizer').then((m) => ({ default: m.ProductCustomizer })));
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

function Menu({ menu }: { menu: MenuData }) {
  const { addItem } = useCart();
  const { message: toastMessage, show: showToast } = useToast();
  const [customizing, setCustomizing] = useState<Product | null>(null);
  const [info, setInfo] = useState<Product | null>(null);
  const sections = useMemo(() => menuSections(menu.products, menu.categories), [menu]);

  const added = useCallback(
    (item: CartItem) => {
      addItem(item);
      showToast(`${item.productName} wurde zum Warenkorb hinzugefügt`);
    },
    [addItem, showToast],
  );

  const choose = useCallback(
    (product: Product) => {
      if (isDirectAdd(product)) added(buildDirectCartItem(product));
      else setCustomizing(product);
    },
    [added],
  );

  if (sections.length === 0) return <p className="menu-empty">{MESSAGES.noProducts}</p>;

  return (
    <>
      <CategoryNav sections={sections} />
      <MenuSectionList sections={sections} variants={menu.variants} onChoose={choose} onShowInfo={setInfo} />
      <Suspense fallback={null}>
        {customizing && (
          <ProductCustomizer
            key={customizing.productsID}
            product={customizing}
            menu={menu}
            onClose={() => setCustomizing(null)}
            onAdd={(item) => {
              setCustomizing(null);
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

export default function MenuPage() {
  const state = useMenuData();
  const closedNotice = useClosedNotice();

  useEffect(() => {
    document.title = 'Pizzeria Bella Napoli – Online bestellen';
  }, []);

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
      <CartPanel />
      <ShopClosedModal open={closedNotice.open} onClose={closedNotice.close} preordersEnabled={closedNotice.preordersEnabled} />
    </div>
  );
}
