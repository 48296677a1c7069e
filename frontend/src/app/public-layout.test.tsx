import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildDirectCartItem, phoneHref, SHOP_IDENTITY_DEFAULTS as SHOP, SHOP_INFO_DEFAULTS } from '@pizzeria/domain';
import { mockApi } from '../test/fetch-mock';
import { byId } from '../test/menu-fixture';
import { resetShopInfoForTests } from '../lib/use-shop-info';
import { CartProvider } from '../shop/cart-context';
import { PublicLayout } from './public-layout';

function renderLayout() {
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path: '/', element: <p>Inhalt</p> }] }]);
  return render(
    <CartProvider>
      <RouterProvider router={router} />
    </CartProvider>,
  );
}

describe('PublicLayout', () => {
  it('has the main navigation and a cart link with the item count', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...buildDirectCartItem(byId(67)), quantity: 3, totalPrice: 11.7 }]));
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Speisekarte', 'Öffnungszeiten', 'Anfahrt']);
    // The name is the link's own text, so it contains the visible "Warenkorb 3" (WCAG 2.5.3).
    const cart = screen.getByRole('link', { name: 'Warenkorb 3 Artikel' });
    expect(cart).toHaveAttribute('href', '/#warenkorb');
    expect(cart).not.toHaveAttribute('aria-label');
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });

  it('links the legal and info pages in the footer and offers the cookie settings', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/impressum', '/nutzungsbedingungen', '/datenschutz', '/agb', '/anfahrt', '/oeffnungszeiten']));
    expect(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', phoneHref(SHOP.phone));
  });

  it('shows the shop as the owner set it (GET /api/shop-info) in header and footer', async () => {
    resetShopInfoForTests();
    const shop = { ...SHOP, name: 'Trattoria Sole', street: 'Marktplatz 3', postalCode: '01067', city: 'Dresden', phone: '0351 123456' };
    mockApi({ 'GET /shop-info': { ...SHOP_INFO_DEFAULTS, shop, hours: [], closures: [] } });
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Trattoria Sole' })).toBeInTheDocument();
    expect(within(footer).getByText('01067 Dresden', { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '0351 123456' })).toHaveAttribute('href', 'tel:+49351123456');
    expect(within(screen.getByRole('banner')).getByText('Sole')).toBeInTheDocument();
    resetShopInfoForTests();
  });
});
