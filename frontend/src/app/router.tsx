import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PublicLayout } from './public-layout';
import { PageLoading } from '../components/page-loading';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
// The menu is where nearly every visit starts: part of the entry chunk, so it paints without a second round trip.
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

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Page failures render inside the layout, so header and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', element: <MenuPage cart={<CartPanel />} /> },
          { path: '/checkout', element: page(CheckoutPage) },
          { path: '/checkout-success', element: page(CheckoutSuccessPage) },
          { path: '/impressum', element: page(ImpressumPage) },
          { path: '/nutzungsbedingungen', element: page(NutzungsbedingungenPage) },
          { path: '/datenschutz', element: page(DatenschutzPage) },
          { path: '/agb', element: page(AgbPage) },
          { path: '/anfahrt', element: page(DirectionsPage) },
          { path: '/oeffnungszeiten', element: page(OpeningHoursPage) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  // The admin area brings its own layout and guard; no public header or footer there.
  { path: '/admin/*', element: page(AdminRoutes), errorElement: <RouteErrorPage /> },
]);
