import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../test/fetch-mock';
import { categories, dips, dressings, extras, products, variants } from '../test/menu-fixture';
import { renderWithShop } from '../test/render-app';
import { resetShopStatusForTests } from '../shop/use-shop-status';
import { CartPanel } from '../features/cart/cart-panel';
import MenuPage from '../features/menu/menu-page';
import { endEarlyTaps, recordEarlyTaps, takeEarlyTaps } from '../features/menu/early-taps';

function menuRoutes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /products': products,
    'GET /categories': categories,
    'GET /productVariants': variants,
    'GET /productsExtra': extras,
    'GET /dressing': dressings,
    'GET /dips': dips,
    'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 },
    ...overrides,
  };
}

beforeEach(() => resetShopStatusForTests());

/** Taps these [product id, action] buttons of a server-rendered list while the app has not started yet. */
function tapBeforeStart(taps: [number, 'choose' | 'info'][]) {
  takeEarlyTaps();
  const list = document.createElement('div');
  document.body.append(list);
  recordEarlyTaps(document);
  for (const [id, action] of taps) {
    list.innerHTML = `<article data-product-id="${id}"><button type="button" data-product-action="${action}"></button></article>`;
    list.querySelector('button')!.click();
  }
  endEarlyTaps(document);
  list.remove();
}

describe('MenuPage', () => {
  it('greets with free delivery and lists products under prefixed headings in category order', async () => {
    mockApi(menuRoutes());
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen bei Pizzeria Bella Napoli – Lieferung kostenlos!' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^Bella Napoli · / });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Bella Napoli · Salate',
      'Bella Napoli · Pizza',
      'Bella Napoli · Calzone',
      'Bella Napoli · Pasta',
      'Bella Napoli · Fleischgerichte',
      'Bella Napoli · Extras',
      'Bella Napoli · Alkoholfreie Getränke',
    ]);
    expect(screen.getByRole('navigation', { name: 'Kategorien' })).toHaveTextContent('Salate');
  });

  it('shows the cheapest available variant as "ab" price', async () => {
    mockApi(menuRoutes());
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    const card = (await screen.findByRole('button', { name: 'Pizza Margherita – auswählen' })).closest('article')!;
    expect(within(card).getByText('ab 7,50 €')).toBeInTheDocument();
  });

  it('puts products of an unknown category under "Unbekannte Kategorie"', async () => {
    mockApi(menuRoutes({ 'GET /products': [{ ...products[0], productsID: 99, category_id: 42 }] }));
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    expect(await screen.findByRole('heading', { name: 'Bella Napoli · Unbekannte Kategorie' })).toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    mockApi(menuRoutes({ 'GET /products': [] }));
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    expect(await screen.findByText('Keine Produkte verfügbar')).toBeInTheDocument();
  });

  it('adds drinks and direct-add products straight to the cart with a notice', async () => {
    mockApi(menuRoutes());
    const user = userEvent.setup();
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await user.click(await screen.findByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }));
    await user.click(screen.getByRole('button', { name: 'Knoblauchbrot – in den Warenkorb legen' }));
    await user.click(screen.getByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Coca-Cola 1,0 l wurde zum Warenkorb hinzugefügt');
    const stored = JSON.parse(localStorage.getItem('cartItems')!);
    expect(stored).toEqual([
      expect.objectContaining({ productID: 67, quantity: 2, variantID: null, variantName: 'Standard', extras: [], dip: [], dressing: '', totalPrice: 7.8 }),
      expect.objectContaining({ productID: 33, quantity: 1, totalPrice: 4.5 }),
    ]);
  });

  it('opens the customisation popup for other products and adds the result', async () => {
    mockApi(menuRoutes());
    const user = userEvent.setup();
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await user.click(await screen.findByRole('button', { name: 'Pizza Margherita – auswählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    await user.click(within(dialog).getByRole('button', { name: /In den Warenkorb/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Warenkorb ansehen/ })).toHaveTextContent('7,50 €');
  });

  it('shows allergens and additives, and the empty texts when loading them fails', async () => {
    mockApi(
      menuRoutes({
        'GET /products/7/details': { allergens: [{ id: 1, allergen_name: 'Glutenhaltiges Getreide' }], substances: [] },
        'GET /products/1/details': () => ({ status: 500, body: { success: false, message: 'kaputt' } }),
      }),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    await user.click(await screen.findByRole('button', { name: 'Allergene und Zusatzstoffe: Pizza Margherita' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    expect(await within(dialog).findByText('Glutenhaltiges Getreide')).toBeInTheDocument();
    expect(within(dialog).getByText('/')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Allergene und Zusatzstoffe: Insalata Mista' }));
    dialog = await screen.findByRole('dialog', { name: 'Insalata Mista' });
    expect(await within(dialog).findByText('Keine Allergene vorhanden.')).toBeInTheDocument();
    expect(within(dialog).getByText('/')).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows the closed notice on load when the shop is not live; with an empty cart a pre-order starts at the menu', async () => {
    mockApi(menuRoutes({ 'GET /shop-status': { isShopLive: 0, preordersEnabled: 1 } }));
    const user = userEvent.setup();
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    const dialog = await screen.findByRole('dialog', { name: 'Derzeit geschlossen' });
    expect(dialog).toHaveTextContent('Wir haben aktuell geschlossen, morgen sind wir wieder wie gewohnt für Sie da!');
    await user.click(within(dialog).getByRole('button', { name: 'Vorbestellung aufgeben' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Kasse geöffnet/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Coca-Cola 1,0 l – in den Warenkorb legen' })).toBeInTheDocument();
  });

  it.each([
    [{ isShopLive: 1, preordersEnabled: 0 }, 'Heute geöffnet 17:00 – 23:00 Uhr, Lieferung 17:30 – 22:30 Uhr.'],
    [{ isShopLive: 0, preordersEnabled: 0 }, 'Wir haben gerade geschlossen.'],
    [{ isShopLive: 0, preordersEnabled: 1 }, 'Wir haben gerade geschlossen – Vorbestellungen für später nehmen wir gern entgegen.'],
  ])('says in the welcome banner what the shop status %j means today (the server’s Monday)', async (status, text) => {
    mockApi(menuRoutes({ 'GET /shop-status': { ...status, serverTime: '2026-11-23T12:00:00.000Z', timezone: 'Europe/Berlin' } }));
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    const banner = screen.getByRole('region', { name: /^Willkommen/ });
    expect(await within(banner).findByText(text)).toBeInTheDocument();
    if (!status.isShopLive) expect(banner).not.toHaveTextContent('Heute geöffnet');
  });

  it('after closing says when the shop opens next instead of today’s hours and waiting times (the server’s Thursday 23:08)', async () => {
    const status = {
      isShopLive: 1,
      preordersEnabled: 0,
      serverTime: '2026-11-26T22:08:00.000Z',
      timezone: 'Europe/Berlin',
      expectedMinutes: { lieferung: 45, abholung: 20 },
    };
    mockApi(menuRoutes({ 'GET /shop-status': status }));
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    const banner = screen.getByRole('region', { name: /^Willkommen/ });
    expect(
      await within(banner).findByText('Jetzt geschlossen – wieder geöffnet ab morgen, 16:00 Uhr. Vorbestellungen für später nehmen wir gern entgegen.'),
    ).toBeInTheDocument();
    expect(banner).not.toHaveTextContent('Heute geöffnet');
    expect(banner).not.toHaveTextContent('in ca.');
  });

  it('plays back the taps made before the app ran, once each, up to the first that opens a dialog', async () => {
    mockApi(menuRoutes());
    tapBeforeStart([
      [67, 'choose'],
      [33, 'choose'],
      [67, 'choose'],
      [7, 'choose'],
      [33, 'choose'],
    ]);
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    expect(await screen.findByRole('dialog', { name: 'Pizza Margherita' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([
      expect.objectContaining({ productID: 67, quantity: 2 }),
      expect.objectContaining({ productID: 33, quantity: 1 }),
    ]);
    expect(takeEarlyTaps()).toEqual([]);
  });

  it('plays back an early tap on a product’s "i" as its allergens', async () => {
    mockApi(menuRoutes({ 'GET /products/7/details': { allergens: [{ id: 1, allergen_name: 'Glutenhaltiges Getreide' }], substances: [] } }));
    tapBeforeStart([[7, 'info']]);
    renderWithShop(<MenuPage cart={<CartPanel />} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pizza Margherita' });
    expect(await within(dialog).findByText('Glutenhaltiges Getreide')).toBeInTheDocument();
    expect(localStorage.getItem('cartItems')).toBe('[]');
  });
});
