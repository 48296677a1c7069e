import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCartItem, buildDirectCartItem, formatEuro, formatEuroAmount, toCents, type CartItem } from '@pizzeria/domain';
import { mockApi } from '../../test/fetch-mock';
import { byId, locations, menu, variants } from '../../test/menu-fixture';
import { renderWithShop } from '../../test/render-app';
import { resetShopStatusForTests } from '../../shop/use-shop-status';
import { useCart } from '../../shop/cart-context';
import type { MenuRows } from '../../shop/cart-reprice';
import { CartContents } from './cart-contents';
import { CartSummary } from './cart-summary';

/** Stands in for the live menu's next snapshot. */
let publishMenu: (rows: MenuRows) => void = () => undefined;

/** The cart as the menu page shows it: it hands the cart the live menu snapshot. */
function CartBesideMenu({ first }: { first: MenuRows }) {
  const { reprice, itemCount } = useCart();
  const [rows, setRows] = useState(first);
  publishMenu = setRows;
  useEffect(() => reprice(rows), [rows, reprice]);
  return (
    <>
      <CartContents />
      <CartSummary />
      <p data-testid="item-count">{itemCount} Artikel</p>
    </>
  );
}

const cola = buildDirectCartItem(byId(67));
const margherita = buildCartItem({ product: byId(7), variant: variants.find((v) => v.product_variantsID === 10)!, extras: [], dip: [], dressing: '', quantity: 1 });
const familyMargherita = { ...margherita, variantID: 12, variantName: 'Familie 40×60 cm', variantPrice: 18.9, totalPrice: 18.9 };

async function renderCart(items: CartItem[], rows: MenuRows) {
  localStorage.setItem('cartItems', JSON.stringify(items));
  mockApi({ 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 }, 'GET /locations': locations });
  const view = renderWithShop(<CartBesideMenu first={rows} />);
  await act(async () => undefined);
  return { view, user: userEvent.setup() };
}

const checkoutButton = () => screen.getByRole('button', { name: 'Zur Kasse' });
const shownTotal = (label: 'Zwischensumme' | 'Gesamt') => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => resetShopStatusForTests());

describe('cart lines the live menu no longer sells', () => {
  it('marks a sold-out product in German and keeps checkout closed until the line is removed', async () => {
    const soldOutCola = { ...menu, products: menu.products.map((p) => (p.productsID === 67 ? { ...p, available: false } : p)) };
    const { user } = await renderCart([margherita, cola], soldOutCola);

    expect(await screen.findByText('Ausverkauft – bitte entfernen')).toBeInTheDocument();
    expect(screen.getAllByText('Ausverkauft – bitte entfernen')).toHaveLength(1);
    expect(screen.getByText('Coca-Cola 1,0 l').closest('li')).toHaveClass('cart-line--unavailable');
    expect(screen.getByText('Pizza Margherita').closest('li')).not.toHaveClass('cart-line--unavailable');
    expect(checkoutButton()).toBeDisabled();
    expect(screen.getByText('Bitte entfernen Sie zuerst die ausverkauften Artikel aus dem Warenkorb.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l aus dem Warenkorb entfernen' }));
    expect(screen.queryByText('Coca-Cola 1,0 l')).not.toBeInTheDocument();
    expect(screen.queryByText('Ausverkauft – bitte entfernen')).not.toBeInTheDocument();
    expect(checkoutButton()).toBeEnabled();
  });

  it('marks a sold-out size and a product taken off the menu, and clears the mark when the menu sells it again', async () => {
    const withoutCola = { ...menu, products: menu.products.filter((p) => p.productsID !== 67) };
    await renderCart([familyMargherita, cola], withoutCola);
    await waitFor(() => expect(screen.getAllByText('Ausverkauft – bitte entfernen')).toHaveLength(2));
    expect(checkoutButton()).toBeDisabled();

    const allBack = { ...menu, variants: menu.variants.map((v) => ({ ...v, available: true })) };
    await act(async () => publishMenu(allBack));
    expect(screen.queryByText('Ausverkauft – bitte entfernen')).not.toBeInTheDocument();
    expect(checkoutButton()).toBeEnabled();
  });

  it('leaves a sold-out line out of "Zwischensumme", "Gesamt" and the count of Artikel until the menu sells it again', async () => {
    const soldOutCola = { ...menu, products: menu.products.map((p) => (p.productsID === 67 ? { ...p, available: false } : p)) };
    await renderCart([margherita, cola], soldOutCola);
    await screen.findByText('Ausverkauft – bitte entfernen');
    const pizzaOnly = formatEuroAmount(margherita.totalPrice);
    expect(shownTotal('Zwischensumme')).toBe(pizzaOnly);
    expect(shownTotal('Gesamt')).toBe(pizzaOnly);
    expect(screen.getByTestId('item-count')).toHaveTextContent('1 Artikel');

    await act(async () => publishMenu(menu));
    const both = formatEuro(toCents(margherita.totalPrice) + toCents(cola.totalPrice));
    expect(screen.queryByText('Ausverkauft – bitte entfernen')).not.toBeInTheDocument();
    expect(shownTotal('Zwischensumme')).toBe(both);
    expect(shownTotal('Gesamt')).toBe(both);
    expect(screen.getByTestId('item-count')).toHaveTextContent('2 Artikel');
  });
});
