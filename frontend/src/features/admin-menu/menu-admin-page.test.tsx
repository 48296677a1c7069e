import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { mockApi } from '../../test/fetch-mock';
// Every render of this file goes through a fresh staff query cache.
import { renderWithStaffQueries as render } from '../../test/staff-providers';
import { dips, dressings, extras, products, variants } from '../../test/menu-fixture';
import { MENU_HIDDEN_REASONS, formatEuro } from '@pizzeria/domain';
import type { AdminCategory } from './menu-admin-api';
import MenuAdminPage from './menu-admin-page';

jest.setTimeout(20_000);

const behaviour = {
  addDirectly: false,
  priceFrom: 'variant',
  showVariantSelector: true,
  offersExtras: true,
  dressingGroup: null,
  requiredChoice: null,
  dipGroup: 'pizza',
  lineDetail: 'default',
} as const;
const noOverrides = {
  addDirectly: null,
  priceFrom: null,
  showVariantSelector: null,
  offersExtras: null,
  dressingGroup: null,
  requiredChoice: null,
  dipGroup: null,
  lineDetail: null,
};
const adminCategories: AdminCategory[] = [
  {
    categoriesID: 2,
    categoriesName: 'Pizza',
    sortOrder: 1,
    vatRate: 7,
    ...behaviour,
    illustration: 'pizza',
    variantLabel: 'Größe',
    optionLabel: 'Sauce',
    countsForKitchenCapacity: true,
    onKitchenTickets: true,
  },
  {
    categoriesID: 7,
    categoriesName: 'Alkoholfreie Getränke',
    sortOrder: 2,
    vatRate: 19,
    ...behaviour,
    addDirectly: true,
    dipGroup: null,
    illustration: 'soft-drink',
    variantLabel: 'Größe',
    optionLabel: 'Sauce',
    countsForKitchenCapacity: false,
    onKitchenTickets: true,
  },
];
const adminMenu = {
  categories: adminCategories,
  products: products.map((p) => ({
    ...p,
    available: p.available !== false,
    sortOrder: 0,
    own: p.productsID === 12 ? { ...noOverrides, dipGroup: '' } : noOverrides,
    allergens: p.productsID === 7 ? 'AG' : '',
    additives: [],
  })),
  productVariants: variants.map((v) => ({ ...v, available: v.available !== false, sortOrder: 0 })),
  extras,
  dressings: dressings.map((d) => ({ ...d, group: 'salat' })),
  dips: dips.map((d) => ({ ...d, group: 'pizza' })),
  locations: [],
  groups: { dressing: ['salat'], dip: ['pizza'] },
};

function serve(overrides: Record<string, unknown> = {}) {
  return mockApi({ 'GET /admin/menu': adminMenu, ...overrides });
}

const row = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'owner-jwt'));

describe('Speisekarte', () => {
  it('lists the products of a category and marks one sold out until tomorrow with one tap', async () => {
    const api = serve({ 'PATCH /admin/products/7': { ...products[1], available: false, soldOutUntil: '2026-11-25' } });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: 'Pizza Margherita' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Insalata Mista' })).not.toBeInTheDocument();

    await user.click(within(row('Pizza Margherita')).getByRole('button', { name: 'Pizza Margherita: bis morgen ausverkauft' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/products/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/admin/products/7')[0].body).toEqual({ soldOutUntil: 'next-service-day' });
    // The menu is read again, so the screen shows what the server now holds.
    await waitFor(() => expect(api.calls('GET', '/admin/menu')).toHaveLength(2));
  });

  it('shows each product’s price as its card does ("ab" the cheapest size), and says why a product without a size is hidden', async () => {
    const diavola = { ...adminMenu.products[1], productsID: 99, productsName: 'Pizza Diavola', hiddenReason: MENU_HIDDEN_REASONS.noSize };
    // The owner raised the small Margherita to 8,20 €; its own price of 7,50 € is no size's price any more.
    const productVariants = adminMenu.productVariants.map((v) => (v.product_variantsID === 10 ? { ...v, price: 8.2 } : v));
    serve({ 'GET /admin/menu': { ...adminMenu, products: [...adminMenu.products, diavola], productVariants } });
    render(<MenuAdminPage />);
    await screen.findByRole('heading', { level: 3, name: 'Pizza Margherita' });
    expect(within(row('Pizza Margherita')).getByText(`Auf der Karte: ab ${formatEuro(820)} · 3 Größen/Varianten`.replace(/\s/g, ' '))).toBeInTheDocument();
    expect(within(row('Pizza Margherita')).queryByText(MENU_HIDDEN_REASONS.noSize)).toBeNull();
    const hidden = row('Pizza Diavola');
    expect(within(hidden).getByText(MENU_HIDDEN_REASONS.noSize)).toBeInTheDocument();
    // Where the size is added, open already.
    expect(within(hidden).getByText('Noch nicht auf der Karte')).toBeInTheDocument();
    expect(within(hidden).getByText('Noch keine Größe: Legen Sie mindestens eine mit ihrem Preis an, dann steht das Produkt auf der Karte.')).toBeVisible();
  });

  it('names dressing groups by their members and cart layouts by an example, never by a technical key', async () => {
    const names: [string, string][] = [
      ['Jägersoße', 'schnitzel-schwein'],
      ['Rahmsoße', 'schnitzel-schwein'],
      ['Tzatziki', 'schnitzel-haehnchen'],
      ['Knoblauchsoße', 'schnitzel-haehnchen'],
      ['Cocktailsoße', 'schnitzel-haehnchen'],
    ];
    const menuDressings = names.map(([dressingName, group], i) => ({ dressingID: i + 1, dressingName, group, available: true }));
    serve({ 'GET /admin/menu': { ...adminMenu, dressings: menuDressings, groups: { dressing: ['schnitzel-haehnchen', 'schnitzel-schwein'], dip: ['pizza'] } } });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pizza Margherita bearbeiten' }));
    const groupChoices = within(await screen.findByLabelText('Dressings/Saucen'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(groupChoices).toEqual(['Wie Kategorie', 'Keine', 'Tzatziki, Knoblauchsoße, Cocktailsoße', 'Jägersoße, Rahmsoße']);
    const layouts = within(screen.getByLabelText('Anzeige im Warenkorb'))
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(layouts.some((label) => /sauce-and-variant|Sauce zuerst, dann Größe/.test(label))).toBe(false);
    expect(layouts).toContain('Die gewählte Sauce zuerst (z. B. „Sauce: Jägersoße · mit Pommes frites“)');

    await user.click(screen.getByRole('tab', { name: 'Dressings & Saucen' }));
    expect(within(row('Tzatziki')).getByText('zusammen angeboten mit Knoblauchsoße, Cocktailsoße')).toBeInTheDocument();
    expect(screen.queryByText(/schnitzel-haehnchen/)).toBeNull();
  });

  it('edits a product with its labels; a price its contract refuses is shown at the price field and nothing is sent', async () => {
    const api = serve({ 'PATCH /admin/products/7': adminMenu.products[1] });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pizza Margherita bearbeiten' }));
    const price = await screen.findByLabelText('Preis (€)');
    expect(price).toHaveValue('7,50');
    expect(screen.getByLabelText('A – Glutenhaltiges Getreide')).toBeChecked();
    expect(screen.getByLabelText('G – Milch (einschließlich Laktose)')).toBeChecked();
    expect(screen.getByLabelText('C – Eier')).not.toBeChecked();
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const message = await screen.findByText('Der Preis muss zwischen 0,01 € und 999,99 € liegen.');
    expect(price).toHaveAttribute('aria-describedby', message.id);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PATCH', '/admin/products/7')).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '8');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/products/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/admin/products/7')[0].body).toMatchObject({
      productsName: 'Pizza Margherita',
      normal_size_price: 8,
      category_id: 2,
      allergens: 'AG',
      additives: [],
      addDirectly: null,
      dipGroup: null,
    });
  });

  it('sets a product’s deposit (Pfand): a refused amount is shown at its field, the saved one beside the price', async () => {
    const api = serve({ 'PATCH /admin/products/7': { ...adminMenu.products[1], deposit: 0.25 } });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pizza Margherita bearbeiten' }));
    const deposit = await screen.findByLabelText('Pfand je Stück (€)');
    expect(deposit).toHaveValue('0,00');
    await user.clear(deposit);
    await user.type(deposit, '25');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const message = await screen.findByText('Das Pfand je Stück muss zwischen 0,00 € und 10,00 € liegen.');
    expect(deposit).toHaveAttribute('aria-describedby', message.id);
    expect(api.calls('PATCH', '/admin/products/7')).toHaveLength(0);

    await user.clear(deposit);
    await user.type(deposit, '0,25');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/products/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/admin/products/7')[0].body).toMatchObject({ deposit: 0.25, normal_size_price: 7.5 });
  });

  it('keeps a product’s own "none" apart from its category’s default', async () => {
    const api = serve({ 'PATCH /admin/products/12': adminMenu.products[2] });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pizza Ohne Größen bearbeiten' }));
    expect(screen.getByLabelText('Dips')).toHaveDisplayValue('Keine');
    expect(screen.getByLabelText('Auswahl')).toHaveDisplayValue('Wie Kategorie');
    await user.selectOptions(screen.getByLabelText('Auswahl'), 'Freiwillig');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/products/12')).toHaveLength(1));
    expect(api.calls('PATCH', '/admin/products/12')[0].body).toMatchObject({ dipGroup: '', requiredChoice: 'none', dressingGroup: null, priceFrom: null });
  });

  it('takes a product off the menu only after the confirmation', async () => {
    const api = serve({ 'DELETE /admin/products/12': { success: true } });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pizza Ohne Größen: Von der Karte nehmen' }));
    const dialog = screen.getByRole('dialog', { name: 'Pizza Ohne Größen: Von der Karte nehmen?' });
    expect(api.calls('DELETE', '/admin/products/12')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Von der Karte nehmen' }));
    await waitFor(() => expect(api.calls('DELETE', '/admin/products/12')).toHaveLength(1));
  });

  it('adds a size to a product and marks a size sold out', async () => {
    const api = serve({
      'POST /admin/product-variants': { product_variantsID: 99, product_id: 7, variant_name: 'Mini', price: 5, available: true },
      'PATCH /admin/product-variants/11': { ...variants[3], available: false },
    });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    const pizza = await screen.findByRole('heading', { level: 3, name: 'Pizza Margherita' }).then(() => row('Pizza Margherita'));
    await user.click(within(pizza).getByText('Größen/Varianten von Pizza Margherita'));
    await user.click(within(pizza).getByRole('button', { name: 'Groß Ø 32 cm: ausverkauft' }));
    await user.click(within(pizza).getByRole('button', { name: 'Größe/Variante hinzufügen' }));
    const form = within(pizza).getByRole('region', { name: 'Neu: Größe/Variante' });
    await user.type(within(form).getByLabelText('Name'), 'Mini');
    await user.type(within(form).getByLabelText('Preis (€)'), '5,00');
    await user.click(within(form).getByRole('button', { name: 'Größe/Variante anlegen' }));
    await waitFor(() => expect(api.calls('POST', '/admin/product-variants')).toHaveLength(1));
    expect(api.calls('POST', '/admin/product-variants')[0].body).toEqual({ product_id: 7, variant_name: 'Mini', price: 5 });
    expect(api.calls('PATCH', '/admin/product-variants/11')[0].body).toEqual({ available: false, soldOutUntil: null });
  });

  it('edits a category’s VAT rate and behaviour defaults', async () => {
    const api = serve({ 'PATCH /admin/categories/7': adminCategories[1] });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Kategorien' }));
    await user.click(screen.getByRole('button', { name: 'Alkoholfreie Getränke bearbeiten' }));
    expect(screen.getByLabelText('MwSt.-Satz')).toHaveValue('19');
    expect(screen.getByLabelText('Bestellen')).toHaveValue('true');
    await user.selectOptions(screen.getByLabelText('MwSt.-Satz'), '7');
    await user.selectOptions(screen.getByLabelText('Auswahl'), 'Sauce erforderlich');
    // Drinks are handed out at the counter: off the kitchen's tickets.
    expect(screen.getByLabelText('Auf Küchenbons drucken')).toBeChecked();
    await user.click(screen.getByLabelText('Auf Küchenbons drucken'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/categories/7')).toHaveLength(1));
    expect(api.calls('PATCH', '/admin/categories/7')[0].body).toEqual({
      categoriesName: 'Alkoholfreie Getränke',
      sortOrder: 2,
      vatRate: 7,
      addDirectly: true,
      priceFrom: 'variant',
      showVariantSelector: true,
      offersExtras: true,
      dressingGroup: null,
      requiredChoice: 'sauce',
      dipGroup: null,
      lineDetail: 'default',
      countsForKitchenCapacity: false,
      onKitchenTickets: false,
      illustration: 'soft-drink',
      variantLabel: 'Größe',
      optionLabel: 'Sauce',
    });
  });

  it('edits a category’s picture, popup labels and kitchen capacity, and shows a refused label at its field', async () => {
    let patches = 0;
    const api = serve({
      'PATCH /admin/categories/2': () =>
        ++patches === 1
          ? { status: 400, body: { success: false, message: 'Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.', field: 'variantLabel' } }
          : adminCategories[0],
    });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Kategorien' }));
    await user.click(screen.getByRole('button', { name: 'Pizza bearbeiten' }));
    expect(screen.getByLabelText('Bild auf der Karte')).toHaveValue('pizza');
    expect(screen.getByLabelText('Zählt als Pizza für die Küchenkapazität')).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Bild auf der Karte'), 'Calzone');
    await user.clear(screen.getByLabelText('Bezeichnung der Größenauswahl'));
    await user.type(screen.getByLabelText('Bezeichnung der Größenauswahl'), 'Teigart');
    await user.clear(screen.getByLabelText('Bezeichnung der freiwilligen Sauce'));
    await user.type(screen.getByLabelText('Bezeichnung der freiwilligen Sauce'), 'Beilage');
    await user.click(screen.getByLabelText('Zählt als Pizza für die Küchenkapazität'));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const message = await screen.findByText('Die Bezeichnung der Größenauswahl muss 1 bis 30 Zeichen lang sein.');
    const field = screen.getByLabelText('Bezeichnung der Größenauswahl');
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('PATCH', '/admin/categories/2')[0].body).toMatchObject({
      illustration: 'calzone',
      variantLabel: 'Teigart',
      optionLabel: 'Beilage',
      countsForKitchenCapacity: false,
    });
  });

  it('marks an extra sold out, sending the owner’s bearer token', async () => {
    const api = serve({ 'PATCH /admin/extras/2': { ...extras[1], available: false } });
    render(<MenuAdminPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Extras' }));
    await user.click(screen.getByRole('button', { name: 'Extra Käse: ausverkauft' }));
    await waitFor(() => expect(api.calls('PATCH', '/admin/extras/2')).toHaveLength(1));
    const init = (global.fetch as jest.Mock).mock.calls.find(([url, options]) => url === '/api/admin/extras/2' && options.method === 'PATCH')[1];
    expect(init.headers.Authorization).toBe('Bearer owner-jwt');
  });
});
