import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  ACCOUNTANT_SETTINGS_DEFAULTS,
  DIRECTIONS_FACTS_DEFAULTS,
  HOURS_DEFAULTS,
  LEGAL_FACTS_DEFAULTS,
  ORDER_FLOW_SETTINGS_DEFAULTS,
  SERVICE_DAY_SETTINGS_DEFAULTS,
  SHOP_IDENTITY_DEFAULTS,
} from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { mockApi } from '../test/fetch-mock';
import AdminRoutes from './admin-routes';
import { homeOf, navFor } from '../staff/admin-nav';
import { orderRecord } from '../staff/order-record.test-support';

jest.mock('../lib/socket', () => ({
  connectAdminSocket: () => ({ on: jest.fn(), disconnect: jest.fn() }),
}));

/** A token of that role as the server signs it (only the payload matters to the screens). */
function tokenOf(role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `x.${btoa(JSON.stringify({ sub: 2, username: role, role, iat: now, exp: now + 3600 }))}.y`;
}

function renderAt(path: string, role: string) {
  localStorage.setItem(ADMIN_TOKEN_KEY, tokenOf(role));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const settings = {
  success: true,
  shop: SHOP_IDENTITY_DEFAULTS,
  legal: LEGAL_FACTS_DEFAULTS,
  directions: DIRECTIONS_FACTS_DEFAULTS,
  hours: HOURS_DEFAULTS,
  closures: [],
  ...ORDER_FLOW_SETTINGS_DEFAULTS,
  serviceDay: SERVICE_DAY_SETTINGS_DEFAULTS,
  accountant: ACCOUNTANT_SETTINGS_DEFAULTS,
};
const emptyOrders = { success: true, orders: { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] } };

describe('what each role sees in the admin area', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('the navigation lists each role only its screens; the kitchen starts on its own screen', () => {
    expect(navFor('kitchen').map((e) => e.label)).toEqual(['Küche', 'Mein Passwort']);
    expect(navFor('counter').map((e) => e.label)).toEqual([
      'Bestellannahme',
      'Neue Bestellung',
      'Bestellübersicht',
      'Fahrerabrechnung',
      'Tagesabschluss',
      'Küche',
      'Ausverkauft',
      'Mein Passwort',
    ]);
    expect(navFor('driver').map((e) => e.label)).toEqual(['Lieferliste']);
    expect(homeOf('driver')).toBe('/admin/fahrer');
    expect(navFor('owner').map((e) => e.label)).toEqual([
      'Bestellannahme',
      'Neue Bestellung',
      'Bestellübersicht',
      'Fahrerabrechnung',
      'Tagesabschluss',
      'Küche',
      'Ausverkauft',
      'Speisekarte',
      'Liefergebiete',
      'Gutscheine',
      'Mitarbeiter',
      'Einstellungen',
      'Änderungsprotokoll',
      'Mein Passwort',
    ]);
    expect(homeOf('kitchen')).toBe('/admin/kitchen');
    expect(homeOf('counter')).toBe('/admin/dashboard');
  });

  it('counter staff opening the settings are told it is not their page, and are offered their own start screen', async () => {
    mockApi({ 'GET /admin/orders': emptyOrders, 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 } });
    renderAt('/admin/einstellungen', 'counter');
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { name: 'Diese Seite ist nicht für Sie freigegeben' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('„Einstellungen“ können nur Inhaber öffnen. Sie sind als Theke angemeldet.');
    expect(within(notice).getByRole('link', { name: 'Zur Bestellannahme' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Einstellungen' })).not.toBeInTheDocument();
  });

  it('the kitchen opening a Z report’s page is told it belongs to the close of day', async () => {
    mockApi({ 'GET /admin/orders': emptyOrders, 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 } });
    renderAt('/admin/tagesabschluss/2026-11-18', 'kitchen');
    expect(await screen.findByRole('alert')).toHaveTextContent('„Tagesabschluss“ können nur Inhaber und Theke öffnen. Sie sind als Küche angemeldet.');
  });

  it('the kitchen sees no way to the order board: no button, no banner about orders waiting for acceptance', async () => {
    const waiting = { ...emptyOrders, orders: { ...emptyOrders.orders, ausstehend: [orderRecord({ order_id: 5, escalated_at: '2026-11-20T17:03:00.000Z' })] } };
    mockApi({ 'GET /admin/orders': waiting, 'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 } });
    renderAt('/admin/kitchen', 'kitchen');
    expect(await screen.findByRole('heading', { name: 'Küche' })).toBeInTheDocument();
    expect(await screen.findByText('Keine bestätigten Bestellungen.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bestellannahme/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/auf Annahme/)).not.toBeInTheDocument();
  });

  it('the owner resets a staff password and sees when each login was last used', async () => {
    const users = [
      { id: 1, username: 'admin', role: 'owner', active: true, lastUsedAt: '2026-11-20T18:05:00.000Z' },
      { id: 2, username: 'koch', role: 'kitchen', active: true, lastUsedAt: null },
    ];
    const api = mockApi({
      'GET /admin/users': () => ({ body: { success: true, users } }),
      'PATCH /admin/users/2': () => ({ body: { success: true, user: users[1] } }),
    });
    renderAt('/admin/mitarbeiter', 'owner');
    const list = await screen.findByRole('list', { name: 'Zugänge' });
    expect(await within(list).findByText('zuletzt benutzt 20.11.2026, 19:05')).toBeInTheDocument();
    expect(within(list).getByText('noch nie benutzt')).toBeInTheDocument();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Passwort zurücksetzen' })[1]);
    await userEvent.type(screen.getByLabelText('Neues Passwort für koch (mind. 8 Zeichen)'), 'neu-geheim-1');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Neues Passwort für koch gesetzt.');
    expect(api.calls('PATCH', '/admin/users/2')[0].body).toEqual({ password: 'neu-geheim-1' });
  });

  it('the owner manages logins: list, create, deactivate', async () => {
    const users = [
      { id: 1, username: 'admin', role: 'owner', active: true },
      { id: 2, username: 'koch', role: 'kitchen', active: true },
    ];
    const api = mockApi({
      'GET /admin/users': () => ({ body: { success: true, users } }),
      'POST /admin/users': () => ({ status: 409, body: { success: false, message: 'Dieser Benutzername ist bereits vergeben.' } }),
      'PATCH /admin/users/2': () => ({ body: { success: true, user: { ...users[1], active: false } } }),
    });
    renderAt('/admin/mitarbeiter', 'owner');
    const list = await screen.findByRole('list', { name: 'Zugänge' });
    expect(await within(list).findByText('koch')).toBeInTheDocument();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Deaktivieren' })[1]);
    expect(api.calls('PATCH', '/admin/users/2')[0].body).toEqual({ active: false });
    await userEvent.type(screen.getByLabelText('Benutzername'), 'admin');
    await userEvent.type(screen.getByLabelText('Passwort (mind. 8 Zeichen)'), 'geheim-123');
    await userEvent.click(screen.getByRole('button', { name: 'Zugang anlegen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Benutzername ist bereits vergeben.');
    expect(api.calls('POST', '/admin/users')[0].body).toEqual({ username: 'admin', password: 'geheim-123', role: 'counter' });
  });

  it('a refused settings edit shows the contract’s German message next to that section, and sends nothing', async () => {
    const api = mockApi({ 'GET /admin/settings': settings, 'PATCH /admin/settings': { ...settings, message: 'Einstellungen gespeichert.' } });
    renderAt('/admin/einstellungen', 'owner');
    const section = (await screen.findByRole('heading', { name: 'Schließtage und Betriebsferien' })).closest('form')!;
    await userEvent.click(within(section).getByRole('button', { name: 'Schließzeit hinzufügen' }));
    await userEvent.type(within(section).getByLabelText('Nachricht an die Kunden'), 'Betriebsferien');
    await userEvent.click(within(section).getByRole('button', { name: 'Speichern' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Bitte für jede Schließzeit gültige Daten (TT.MM.JJJJ) angeben.');
    expect(api.calls('PATCH', '/admin/settings')).toHaveLength(0);
  });

  it('everyone changes their own password; the new token replaces the old one', async () => {
    const renewed = `${tokenOf('kitchen')}neu`;
    mockApi({ 'POST /admin/password': { success: true, message: 'Passwort geändert. Andere Sitzungen wurden beendet.', token: renewed } });
    renderAt('/admin/passwort', 'kitchen');
    await userEvent.type(await screen.findByLabelText('Aktuelles Passwort'), 'alt-passwort');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mind. 8 Zeichen)'), 'neues-passwort');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neues-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passwort geändert.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(renewed);
  });
});
