import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CartProvider } from '../shop/cart-context';
import { AppRoutes } from './app-routes';

/** The shop inside a router: the browser's here, a static one when the server renders (entry-server). */
export function AppShell({ router: Router }: { router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <CartProvider>
      <Router>
        <AppRoutes />
      </Router>
    </CartProvider>
  );
}

function Browser({ children }: { children: ReactNode }) {
  return <BrowserRouter>{children}</BrowserRouter>;
}

export function App() {
  return <AppShell router={Browser} />;
}
