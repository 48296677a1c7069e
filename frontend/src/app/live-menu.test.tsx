import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem, Product } from '@pizzeria/domain';
import { mockApi } from '../test/fetch-mock';
import { categories, dips, dressings, extras, products, variants } from '../test/menu-fixture';
import { renderWithShop } from '../test/render-app';
import { resetShopStatusForTests } from '../shop/use-shop-status';
import { MENU_POLL_MS } from '../features/menu/menu-constants';
import { CartPanel } from '../features/cart/cart-panel';
import MenuPage from '../features/menu/menu-page';

// Fake timers plus a full menu render: slow on a busy machine.
jest.setTimeout(20_000);

const withChanges = (list: Product[]) => list.map((p) => (p.productsID === 49 ? { ...p, normal_size_price: 9.9 } : p.productsID === 33 ? { ...p, available: false } : p));

function serve(options: { menuVersion: string; changed: () => boolean }) {
  return mockApi({
    'GET /products': () => ({ body: options.changed() ? withChanges(products) : products }),
    'GET /categories': categories,
    'GET /productVariants': variants,
    'GET /productsExtra': extras,
    'GET /dressing': dressings,
    'GET /dips': dips,
    'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 },
    'GET /menu-version': () => ({ body: { menuVersion: options.changed() ? 'v2' : options.menuVersion } }),
  });
}

const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) }).closest('article') as HTMLElement;

async function nextPoll() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(MENU_POLL_MS);
  });
}

const spaghettiInCart: CartItem = {
  productID: 49,
  productName: 'Spaghetti Napoli',
  quantity: 2,
  variantID: null,
  variantPrice: 8.5,
  variantName: 'Standard',
  extras: [],
  dip: [],
  dressing: '',
  totalPrice: 17,
  category_id: 4,
};

beforeEach(() => {
  resetShopStatusForTests();
  jest.useFakeTimers({ advanceTimers: true });
});
afterEach(() => jest.useRealTimers());

describe('an open menu page while staff change the menu', () => {
  it('shows a new price and a sold-out mark after the next poll, without a reload, and refuses the sold-out product', async () => {
    let changed = false;
    const api = serve({ menuVersion: 'v1', changed: () => changed });
    localStorage.setItem('cartItems', JSON.stringify([spaghettiInCart]));
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await screen.findByRole('button', { name: /^Spaghetti Napoli/ });
    expect(within(card('Spaghetti Napoli')).getByText(/8,50/)).toBeInTheDocument();

    changed = true;
    await nextPoll();

    expect(within(card('Spaghetti Napoli')).getByText(/9,90/)).toBeInTheDocument();
    expect(within(card('Knoblauchbrot')).getByText('Ausverkauft')).toBeInTheDocument();
    const garlicBread = screen.getByRole('button', { name: /^Knoblauchbrot/ });
    expect(garlicBread).toBeDisabled();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(garlicBread);
    expect(screen.queryByText(/Knoblauchbrot wurde zum Warenkorb hinzugefügt/)).not.toBeInTheDocument();
    // The cart line takes the new price: 2 × 9,90 €.
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')[0].totalPrice).toBe(19.8);
    expect(api.calls('GET', '/products').length).toBeGreaterThanOrEqual(2);
  });

  it('asks only the menu version while it stays the same', async () => {
    const api = serve({ menuVersion: 'v1', changed: () => false });
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await screen.findByRole('button', { name: /^Spaghetti Napoli/ });
    await nextPoll();
    const afterFirstCheck = api.calls('GET', '/products').length;
    await nextPoll();
    await nextPoll();
    expect(api.calls('GET', '/menu-version')).toHaveLength(3);
    expect(api.calls('GET', '/products')).toHaveLength(afterFirstCheck);
  });

  it('when the version cannot be read, asks the lists with their ETag and keeps the menu on a 304', async () => {
    const headers: (string | undefined)[] = [];
    const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      const sent = (init?.headers ?? {}) as Record<string, string>;
      if (path === '/products') headers.push(sent['If-None-Match']);
      const lists: Record<string, unknown> = {
        '/products': products,
        '/categories': categories,
        '/productVariants': variants,
        '/productsExtra': extras,
        '/dressing': dressings,
        '/dips': dips,
        '/shop-status': { isShopLive: 1, preordersEnabled: 0 },
      };
      const notModified = sent['If-None-Match'] === `"${path}"`;
      return {
        ok: !notModified,
        status: notModified ? 304 : 200,
        headers: { get: (name: string) => (name === 'ETag' ? `"${path}"` : null) },
        text: async () => JSON.stringify(lists[path]),
      };
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await screen.findByRole('button', { name: /^Spaghetti Napoli/ });
    await nextPoll();
    await nextPoll();
    expect(headers).toEqual([undefined, undefined, '"/products"']);
    expect(within(card('Spaghetti Napoli')).getByText(/8,50/)).toBeInTheDocument();
  });
});
