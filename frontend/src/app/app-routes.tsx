import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './public-layout';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from './not-found-page';
import { PageBoundary } from './route-error-page';
// The menu is where nearly every visit starts: part of the entry chunk, so the server-rendered page hydrates without a second round trip.
import MenuPage from '../features/menu/menu-page';
import { CartPanel } from '../features/cart/cart-panel';

const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'));
const CheckoutSuccessPage = lazy(() => import('../features/checkout/checkout-success-page'));
const ImpressumPage = lazy(() => import('../features/legal/impressum-page'));
const NutzungsbedingungenPage = lazy(() => import('../features/legal/nutzungsbedingungen-page'));
const DatenschutzPage = lazy(() => import('../features/legal/datenschutz-page'));
const AgbPage = lazy(() => import('../features/legal/agb-page'));
const DirectionsPage = lazy(() => import('../features/info/directions-page'));
const OpeningHoursPage = lazy(() => import('../features/info/opening-hours-page'));
const AdminRoutes = lazy(() => import('./admin-routes'));

function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/**
 * Every page of the shop. Declarative routes inside the router the entry point chooses (the
 * browser's or, on the server, a static one): react-router's data router would add a third to
 * the JS a phone loads before the menu works.
 */
export function AppRoutes() {
  return (
    <PageBoundary>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<MenuPage cart={<CartPanel />} />} />
          <Route path="/checkout" element={page(CheckoutPage)} />
          <Route path="/checkout-success" element={page(CheckoutSuccessPage)} />
          <Route path="/impressum" element={page(ImpressumPage)} />
          <Route path="/nutzungsbedingungen" element={page(NutzungsbedingungenPage)} />
          <Route path="/datenschutz" element={page(DatenschutzPage)} />
          <Route path="/agb" element={page(AgbPage)} />
          <Route path="/anfahrt" element={page(DirectionsPage)} />
          <Route path="/oeffnungszeiten" element={page(OpeningHoursPage)} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* The admin area brings its own layout and guard; no public header or footer there. */}
        <Route path="/admin/*" element={page(AdminRoutes)} />
      </Routes>
    </PageBoundary>
  );
}
