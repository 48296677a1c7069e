import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('puts the cookie banner first in the focus order while it is shown, and gives the focus back to the footer after a choice', async () => {
    localStorage.removeItem('cookieConsent');
    renderLayout();
    const user = userEvent.setup({ delay: null });
    const cookies = screen.getByRole('region', { name: 'Cookies & lokale Speicherung' });
    await user.tab();
    expect(cookies).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(cookies).getByRole('button', { name: 'Nur notwendige' }));
    // Without the card the first stop is the skip link again.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveFocus();

    const settings = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    const reopened = screen.getByRole('region', { name: 'Cookies & lokale Speicherung' });
    expect(within(reopened).getByRole('heading')).toHaveFocus();
    await user.click(within(reopened).getByRole('button', { name: 'Auswahl speichern' }));
    expect(settings).toHaveFocus();
  });

  it('has the main navigation and a cart link with the item count', () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...buildDirectCartItem(byId(67)), quantity: 3, totalPrice: 11.7 }]));
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Speisekarte', 'Öffnungszeiten', 'Anfahrt']);
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
