import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ADMIN_POLL_MS } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import AdminRoutes from './admin-routes';
import { orderRecord } from '../staff/order-record.test-support';

// The live connection is exercised by the browser e2e tests; here it only has to exist.
jest.mock('../lib/socket', () => ({
  connectAdminSocket: () => ({ on: jest.fn(), disconnect: jest.fn() }),
}));

type Reply = { status: number; body: unknown };

function serve(routes: Record<string, Reply>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const path = url.split('?')[0];
    const reply = routes[path] ?? { status: 404, body: { success: false, message: 'nicht gefunden' } };
    return { ok: reply.status < 400, status: reply.status, text: async () => JSON.stringify(reply.body) };
  }) as unknown as typeof fetch;
  return calls;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const emptyOrders = { status: 200, body: { success: true, orders: { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] } } };
const shopStatus = { status: 200, body: { isShopLive: 1, preordersEnabled: 0 } };

async function logIn() {
  await userEvent.type(screen.getByLabelText('Benutzername'), 'admin');
  await userEvent.type(screen.getByLabelText('Passwort'), 'geheim');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('admin area', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('sends visitors without a token to the login page', async () => {
    serve({});
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the server’s message when the login is refused', async () => {
    serve({ '/api/admin/login': { status: 401, body: { success: false, message: 'Benutzername oder Passwort ist falsch.' } } });
    renderAt('/admin/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('says "Login fehlgeschlagen" when the server gives no reason', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    renderAt('/admin/login');
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login fehlgeschlagen');
  });

  it('sends one login for a double click while the first is on its way', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const calls: string[] = [];
    global.fetch = jest.fn((url: string) => {
      calls.push(url);
      if (url !== '/api/admin/login') return Promise.resolve({ ok: true, status: 200, text: async () => JSON.stringify(emptyOrders.body) });
      return new Promise((resolve) => (answer = resolve));
    }) as unknown as typeof fetch;
    renderAt('/admin/login');
    await userEvent.type(screen.getByLabelText('Benutzername'), 'admin');
    await userEvent.type(screen.getByLabelText('Passwort'), 'geheim');
    const button = screen.getByRole('button', { name: 'Anmelden' });
    fireEvent.click(button);
    fireEvent.click(button);
    // Enter in a field submits the form even while the button is disabled.
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByRole('button', { name: 'Anmelden …' })).toBeDisabled();
    expect(calls.filter((url) => url === '/api/admin/login')).toHaveLength(1);
    answer({ ok: false, status: 401, text: async () => JSON.stringify({ success: false, message: 'Benutzername oder Passwort ist falsch.' }) } as Response);
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
  });

  it('stores the token and opens the Bestellannahme after a login', async () => {
    const calls = serve({
      '/api/admin/login': { status: 200, body: { success: true, token: 'jwt-1' } },
      '/api/admin/orders': emptyOrders,
      '/api/shop-status': shopStatus,
    });
    renderAt('/admin/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Bestellannahme' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('jwt-1');
    expect(document.title).toBe('Bestellannahme – Pizzeria Bella Napoli');
    const ordersCall = calls.find((c) => c.url === '/api/admin/orders');
    expect((ordersCall?.init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt-1');
    expect(await screen.findByRole('switch', { name: 'Shop live' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Vorbestellungen' })).toHaveAttribute('aria-checked', 'false');
  });

  it("sends this browser's device token for the name with the login and keeps the one answered", async () => {
    localStorage.setItem('adminDevice:admin', 'geraet-0');
    const calls = serve({
      '/api/admin/login': { status: 200, body: { success: true, token: 'jwt-1', device: 'geraet-1' } },
      '/api/admin/orders': emptyOrders,
      '/api/shop-status': shopStatus,
    });
    renderAt('/admin/login');
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Bestellannahme' })).toBeInTheDocument();
    const login = calls.find((c) => c.url === '/api/admin/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ username: 'admin', password: 'geheim', device: 'geraet-0' });
    expect(localStorage.getItem('adminDevice:admin')).toBe('geraet-1');
  });

  it('/admin leads to the dashboard', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    serve({ '/api/admin/orders': emptyOrders, '/api/shop-status': shopStatus });
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Bestellannahme' })).toBeInTheDocument();
  });

  it('says honestly that the server cannot be reached when the board’s first load fails, and loads once it answers', async () => {
    jest.useFakeTimers();
    localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server. Die Bestellungen erscheinen, sobald er wieder antwortet');
    expect(screen.queryByText('Bestellungen werden geladen …')).toBeNull();
    expect(screen.getByText('Keine Verbindung zum Server – noch keine Bestellungen geladen')).toBeInTheDocument();
    serve({ '/api/admin/orders': emptyOrders, '/api/shop-status': shopStatus });
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(screen.getByRole('region', { name: /^Ausstehend/ })).toBeInTheDocument();
    expect(screen.queryByText(/Keine Verbindung zum Server/)).toBeNull();
    jest.useRealTimers();
  });

  it('a 401 from an admin call clears the token and returns to the login', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired');
    serve({ '/api/admin/orders': { status: 401, body: { success: false, message: 'Nicht angemeldet.' } }, '/api/shop-status': shopStatus });
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('Abmelden clears the token', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    serve({ '/api/admin/orders': emptyOrders, '/api/shop-status': shopStatus });
    renderAt('/admin/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Admin-Anmeldung' })).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('Abmelden forgets this person’s orders: whoever signs in next sees the board as the server has it then', async () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt-1');
    const confirmed = orderRecord({ order_id: 5, order_status: 'bestätigt', status: 'bestätigt' });
    const board = { ...emptyOrders.body, orders: { ...emptyOrders.body.orders, bestätigt: [confirmed] } };
    serve({ '/api/admin/orders': { status: 200, body: board }, '/api/shop-status': shopStatus });
    renderAt('/admin/dashboard');
    expect(await screen.findByLabelText('Bestellung #5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await screen.findByRole('heading', { name: 'Admin-Anmeldung' });

    serve({ '/api/admin/login': { status: 200, body: { success: true, token: 'jwt-2' } }, '/api/admin/orders': emptyOrders, '/api/shop-status': shopStatus });
    await logIn();
    expect(await screen.findByRole('region', { name: /^Bestätigt/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bestellung #5')).toBeNull();
  });
});
