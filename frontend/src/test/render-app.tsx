import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CartProvider } from '../shop/cart-context';

function CheckoutProbe() {
  const location = useLocation();
  return <p>Kasse geöffnet{(location.state as { preorder?: boolean } | null)?.preorder ? ' (Vorbestellung)' : ''}</p>;
}

/** Renders a screen inside the cart provider and a router whose /checkout shows a marker. */
export function renderWithShop(ui: ReactElement) {
  return render(
    <CartProvider>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/checkout" element={<CheckoutProbe />} />
        </Routes>
      </MemoryRouter>
    </CartProvider>,
  );
}
