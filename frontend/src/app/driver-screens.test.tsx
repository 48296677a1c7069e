import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { DriverDelivery, DriverSettlement } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { mockApi } from '../test/fetch-mock';
import AdminRoutes from './admin-routes';

type Listener = (...args: unknown[]) => void;

/** The driver's socket as the screen sees it: the test fires its events. */
const driverSocket = {
  listeners: new Map<string, Listener[]>(),
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  },
  fire(event: string, ...args: unknown[]) {
    act(() => (this.listeners.get(event) ?? []).forEach((listener) => listener(...args)));
  },
  disconnect: jest.fn(),
  connect: jest.fn(),
  active: true,
};

jest.mock('../lib/socket', () => ({
  connectAdminSocket: jest.fn(() => ({ on: jest.fn(), disconnect: jest.fn() })),
  connectDriverSocket: jest.fn(() => driverSocket),
}));

function tokenOf(role: string, sub = 7): string {
  const now = Math.floor(Date.now() / 1000);
  return `x.${btoa(JSON.stringify({ sub, username: 'tom', role, iat: now, exp: now + 3600 }))}.y`;
}

function renderAt(path: string, role: string, sub = 7) {
  localStorage.setItem(ADMIN_TOKEN_KEY, tokenOf(role, sub));
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

const delivery: DriverDelivery = {
  orderId: 12,
  estimatedAt: '2026-11-20T18:00:00.000Z',
  kitchenReadyAt: null,
  dispatchedAt: null,
  name: 'Erika Mustermann',
  company: '',
  street: 'Lindenweg',
  house_number: '12a',
  postalCode: '35410',
  city: 'Weidenfeld',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Lindenweg%2012a%2C%2035410%20Weidenfeld',
  phone: '0641 123456',
  messageToDriver: 'Bitte hinten klingeln',
  paymentMethod: 'cash',
  paymentStatus: 'bar',
  total: 21.9,
  toCollect: 21.9,
  payWith: 50,
  change: 28.1,
};

const dispatched: DriverDelivery = { ...delivery, dispatchedAt: '2026-11-20T17:40:00Z' };

/** Tom's figures with `handedOver` deliveries of 22,10 € cash (21,90 € on card besides), open. */
const settlementOf = (handedOver: number): DriverSettlement => ({
  driverId: 7,
  name: 'tom',
  orders: handedOver,
  cashDue: Math.round(handedOver * 2210) / 100,
  cardTotal: 21.9,
  paypalTotal: 0,
  float: null,
  counted: null,
  difference: null,
  closedAt: null,
});

describe('the driver’s phone and the settlement', () => {
  beforeEach(() => driverSocket.listeners.clear());
  afterEach(() => jest.restoreAllMocks());

  it('a driver’s list is read again when the server says it changed, and after a reconnect', async () => {
    let assigned = [delivery];
    const api = mockApi({ 'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: assigned } }) });
    renderAt('/admin/fahrer', 'driver');
    expect(await screen.findByRole('listitem', { name: 'Lieferung #12' })).toBeInTheDocument();
    const reads = () => api.calls('GET', '/admin/drivers/me/orders').length;
    await waitFor(() => expect(driverSocket.listeners.get('deliveries:changed')).toHaveLength(1));
    const before = reads();

    assigned = [delivery, { ...delivery, orderId: 13, name: 'Max Muster' }];
    driverSocket.fire('deliveries:changed', { orderId: 13 });
    expect(await screen.findByRole('listitem', { name: 'Lieferung #13' })).toBeInTheDocument();
    expect(reads()).toBe(before + 1);

    // Taken off while the phone was between cell towers: the reconnect reads the list again.
    assigned = [delivery];
    driverSocket.fire('connect');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Lieferung #13' })).toBeNull());
    expect(reads()).toBe(before + 2);
  });

  it('a driver changes their own password on the phone and goes on with the new token', async () => {
    const renewed = `${tokenOf('driver')}neu`;
    const api = mockApi({
      'GET /admin/drivers/me/orders': { success: true, orders: [] },
      'POST /admin/password': { success: true, message: 'Passwort geändert. Andere Sitzungen wurden beendet.', token: renewed },
    });
    renderAt('/admin/fahrer', 'driver');
    await userEvent.click(await screen.findByRole('link', { name: 'Passwort ändern' }));
    await userEvent.type(await screen.findByLabelText('Aktuelles Passwort'), 'altes-passwort');
    await userEvent.type(screen.getByLabelText('Neues Passwort (mind. 8 Zeichen)'), 'neues-passwort');
    await userEvent.type(screen.getByLabelText('Neues Passwort wiederholen'), 'neues-passwort');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Passwort geändert. Andere Sitzungen wurden beendet.');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(renewed);
    expect(api.calls('POST', '/admin/password')[0].body).toEqual({ currentPassword: 'altes-passwort', newPassword: 'neues-passwort' });
    await userEvent.click(screen.getByRole('link', { name: 'Zur Lieferliste' }));
    expect(await screen.findByText('Keine offenen Lieferungen. Neue erscheinen hier von selbst.')).toBeInTheDocument();
  });

  it('a driver starts on their deliveries, never loads the board, and reports "Unterwegs" with one tap', async () => {
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({
        body: { success: true, orders: [api.calls('POST', '/admin/orders/12/dispatch').length ? { ...delivery, dispatchedAt: '2026-11-20T17:40:00Z' } : delivery] },
      }),
      'POST /admin/orders/12/dispatch': { success: true, order: {} },
    });
    renderAt('/admin', 'driver');
    const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
    expect(within(stop).getByText('21,90 €')).toBeInTheDocument();
    expect(within(stop).getByText(/Zahlt mit 50,00 €/)).toHaveTextContent('Zahlt mit 50,00 € – 28,10 € Wechselgeld mitnehmen');
    expect(within(stop).getByRole('link', { name: /Lindenweg 12a/ })).toHaveAttribute('href', delivery.mapUrl);
    expect(within(stop).getByRole('link', { name: 'Anrufen: 0641 123456' })).toHaveAttribute('href', 'tel:0641123456');
    // The customer's words as written, under a label, without quotes around them (they may bring their own).
    expect(within(stop).getByText('Bitte hinten klingeln')).toBeInTheDocument();
    expect(within(stop).getByText('Bitte hinten klingeln').previousElementSibling).toHaveTextContent('Hinweis vom Kunden');
    expect(within(stop).queryByText(/„Bitte hinten klingeln“/)).not.toBeInTheDocument();

    await userEvent.click(within(stop).getByRole('button', { name: 'Unterwegs' }));
    expect(await within(stop).findByRole('button', { name: 'Zugestellt' })).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/12/dispatch')).toHaveLength(1);
    expect(api.requests.filter((r) => r.path.startsWith('/admin/orders') && r.method === 'GET')).toEqual([]);
  });

  it('a tap without signal is kept, the driver goes on to „Zugestellt“, and both are sent in order once the phone is online', async () => {
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: api.calls('POST', '/admin/orders/12/delivered').length ? [] : [delivery] } }),
      'POST /admin/orders/12/dispatch': { success: true, order: { order_id: 12, order_status: 'bestätigt', dispatchedAt: '2026-11-20T17:40:00Z' } },
      'POST /admin/orders/12/delivered': { success: true, order: { order_id: 12, order_status: 'abgeschlossen', dispatchedAt: '2026-11-20T17:40:00Z' } },
    });
    renderAt('/admin/fahrer', 'driver');
    const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await userEvent.click(within(stop).getByRole('button', { name: 'Unterwegs' }));
      expect(await within(stop).findByRole('status')).toHaveTextContent(
        'Noch nicht gesendet: keine Verbindung. Wird automatisch gesendet, sobald wieder Netz da ist und diese Seite offen ist.',
      );
      expect(within(stop).getByText('unterwegs')).toBeInTheDocument();
      await userEvent.click(within(stop).getByRole('button', { name: 'Zugestellt' }));
      expect(within(stop).getByRole('status')).toHaveTextContent(/^„Zugestellt“ getippt\. Noch nicht gesendet/);
      expect(within(stop).queryByRole('button', { name: 'Zugestellt' })).toBeNull();
      expect(api.requests.filter((r) => r.path.startsWith('/admin/orders'))).toEqual([]);
      expect(JSON.parse(localStorage.getItem('fahrer-offene-schritte-7') ?? '[]')).toEqual([
        { orderId: 12, step: 'dispatch' },
        { orderId: 12, step: 'deliver' },
      ]);
    } finally {
      act(() => void window.dispatchEvent(new Event('online')));
    }
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Lieferung #12' })).toBeNull());
    expect(api.requests.filter((r) => r.path.startsWith('/admin/orders')).map((r) => r.path)).toEqual(['/admin/orders/12/dispatch', '/admin/orders/12/delivered']);
    expect(screen.getByText('Keine offenen Lieferungen. Neue erscheinen hier von selbst.')).toBeInTheDocument();
    expect(localStorage.getItem('fahrer-offene-schritte-7')).toBeNull();
  });

  it('taps kept from a page the phone closed before they were stored are sent, in order, when it opens again', async () => {
    localStorage.setItem(
      'fahrer-offene-schritte-7',
      JSON.stringify([
        { orderId: 12, step: 'dispatch' },
        { orderId: 12, step: 'deliver' },
        // Handed over at the counter meanwhile: no longer in the list, nothing left to send.
        { orderId: 9, step: 'deliver' },
      ]),
    );
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: api.calls('POST', '/admin/orders/12/delivered').length ? [] : [delivery] } }),
      'POST /admin/orders/12/dispatch': { success: true, order: { order_id: 12, order_status: 'bestätigt', dispatchedAt: '2026-11-20T17:40:00Z' } },
      'POST /admin/orders/12/delivered': { success: true, order: { order_id: 12, order_status: 'abgeschlossen', dispatchedAt: '2026-11-20T17:40:00Z' } },
    });
    renderAt('/admin/fahrer', 'driver');
    expect(await screen.findByText('Keine offenen Lieferungen. Neue erscheinen hier von selbst.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/admin/orders')).map((r) => r.path)).toEqual(['/admin/orders/12/dispatch', '/admin/orders/12/delivered']);
    await waitFor(() => expect(localStorage.getItem('fahrer-offene-schritte-7')).toBeNull());
  });

  it('a tap whose session ended meanwhile (401) is kept for that driver and sent once they are signed in again, not by a colleague', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: api.calls('POST', '/admin/orders/12/delivered').length > 1 ? [] : [dispatched] } }),
      'POST /admin/orders/12/delivered': () =>
        signedIn
          ? { body: { success: true, order: { order_id: 12, order_status: 'abgeschlossen', dispatchedAt: dispatched.dispatchedAt } } }
          : { status: 401, body: { success: false, message: 'Nicht angemeldet.' } },
    });
    const first = renderAt('/admin/fahrer', 'driver');
    const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
    await userEvent.click(within(stop).getByRole('button', { name: 'Zugestellt' }));
    expect(await screen.findByLabelText('Benutzername')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('fahrer-offene-schritte-7') ?? '[]')).toEqual([{ orderId: 12, step: 'deliver' }]);
    first.unmount();

    // A colleague on this phone: their list has no #12, and Tom's tap is neither sent nor dropped.
    const colleague = renderAt('/admin/fahrer', 'driver', 8);
    expect(await screen.findByRole('listitem', { name: 'Lieferung #12' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/admin/drivers/me/orders').length).toBeGreaterThanOrEqual(2));
    expect(api.calls('POST', '/admin/orders/12/delivered')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('fahrer-offene-schritte-7') ?? '[]')).toEqual([{ orderId: 12, step: 'deliver' }]);
    colleague.unmount();

    signedIn = true;
    renderAt('/admin/fahrer', 'driver');
    expect(await screen.findByText('Keine offenen Lieferungen. Neue erscheinen hier von selbst.')).toBeInTheDocument();
    expect(api.calls('POST', '/admin/orders/12/delivered')).toHaveLength(2);
    await waitFor(() => expect(localStorage.getItem('fahrer-offene-schritte-7')).toBeNull());
  });

  it('a tap the server could not take (no answer, server down) is sent again by itself; the driver taps once', async () => {
    let down = true;
    let dispatchedAt: string | null = null;
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: [{ ...delivery, dispatchedAt }] } }),
      'POST /admin/orders/12/dispatch': () => {
        if (down) return Promise.reject(new TypeError('Failed to fetch'));
        dispatchedAt = '2026-11-20T17:40:00Z';
        return { body: { success: true, order: { order_id: 12, order_status: 'bestätigt', dispatchedAt } } };
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin/fahrer', 'driver');
    const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
    await userEvent.click(within(stop).getByRole('button', { name: 'Unterwegs' }));
    expect(await within(stop).findByRole('status')).toHaveTextContent('Noch nicht gesendet');
    expect(within(stop).getByRole('button', { name: 'Zugestellt' })).toBeEnabled();
    down = false;
    await waitFor(() => expect(within(stop).queryByRole('status')).toBeNull(), { timeout: 10_000 });
    expect(api.calls('POST', '/admin/orders/12/dispatch').length).toBeGreaterThanOrEqual(2);
    expect(within(stop).getByRole('button', { name: 'Zugestellt' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a tap without an answer for 10 s (weak signal) counts as waiting: the driver can go on, and it is sent again', async () => {
    let dispatchedAt: string | null = null;
    mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: [{ ...delivery, dispatchedAt }] } }),
      'POST /admin/orders/12/dispatch': () => {
        dispatchedAt = '2026-11-20T17:40:00Z';
        return { body: { success: true, order: { order_id: 12, order_status: 'bestätigt', dispatchedAt } } };
      },
    });
    const answer = global.fetch;
    let hanging = 0;
    // The first try reaches no server and never returns, until the phone gives up on it.
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/dispatch') || hanging++ > 0) return answer(input, init);
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Abgebrochen', 'AbortError'))));
    }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderAt('/admin/fahrer', 'driver');
      const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
      await user.click(within(stop).getByRole('button', { name: 'Unterwegs' }));
      expect(within(stop).getByRole('button', { name: 'Wird gespeichert…' })).toBeDisabled();
      act(() => void jest.advanceTimersByTime(9_000));
      expect(within(stop).queryByRole('status')).toBeNull();
      await act(async () => void jest.advanceTimersByTime(1_000));
      expect(within(stop).getByRole('status')).toHaveTextContent('Noch nicht gesendet');
      expect(within(stop).getByRole('button', { name: 'Zugestellt' })).toBeEnabled();
      await act(async () => void jest.advanceTimersByTime(500));
      await waitFor(() => expect(within(stop).queryByRole('status')).toBeNull());
      expect(hanging).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a tap the server refuses (cancelled meanwhile) is named on top until the driver acknowledges it, and not sent again', async () => {
    let cancelled = false;
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: cancelled ? [] : [{ ...delivery, dispatchedAt: '2026-11-20T17:40:00Z' }] } }),
      'POST /admin/orders/12/delivered': () => {
        cancelled = true;
        return { status: 409, body: { success: false, message: 'Die Bestellung wurde storniert.' } };
      },
    });
    renderAt('/admin/fahrer', 'driver');
    const stop = await screen.findByRole('listitem', { name: 'Lieferung #12' });
    await userEvent.click(within(stop).getByRole('button', { name: 'Zugestellt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('#12: „Zugestellt“ wurde nicht gespeichert. Die Bestellung wurde storniert.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Lieferung #12' })).toBeNull());
    expect(api.calls('POST', '/admin/orders/12/delivered')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a driver sees their shift: deliveries handed over and cash collected, read again after a handover, and the settlement once closed', async () => {
    const day = (handedOver: number, extra: Partial<DriverSettlement> = {}) => ({
      success: true,
      date: '2026-11-20',
      settlement: { ...settlementOf(handedOver), ...extra },
    });
    let closed = false;
    const api = mockApi({
      'GET /admin/drivers/me/orders': () => ({ body: { success: true, orders: api.calls('POST', '/admin/orders/12/delivered').length ? [] : [dispatched] } }),
      'GET /admin/drivers/me/settlement': () => ({
        body: closed
          ? day(3, { float: 30, counted: 117.9, difference: -0.5, closedAt: '2026-11-20T22:10:00Z' })
          : day(api.calls('POST', '/admin/orders/12/delivered').length ? 3 : 2),
      }),
      'POST /admin/orders/12/delivered': { success: true, order: { order_id: 12, order_status: 'abgeschlossen', dispatchedAt: dispatched.dispatchedAt } },
    });
    renderAt('/admin/fahrer', 'driver');
    const shift = await screen.findByRole('region', { name: 'Meine Schicht (20.11.2026)' });
    expect(within(shift).getByText('Zugestellt').nextElementSibling).toHaveTextContent('2 Lieferungen');
    expect(within(shift).getByText('Bar kassiert').nextElementSibling).toHaveTextContent('44,20 €');
    expect(within(shift).getByText('Karte').nextElementSibling).toHaveTextContent('21,90 €');
    expect(within(shift).queryByText('PayPal')).toBeNull();

    await userEvent.click(within(screen.getByRole('listitem', { name: 'Lieferung #12' })).getByRole('button', { name: 'Zugestellt' }));
    await waitFor(() => expect(within(shift).getByText('Zugestellt').nextElementSibling).toHaveTextContent('3 Lieferungen'));
    expect(within(shift).getByText('Bar kassiert').nextElementSibling).toHaveTextContent('66,30 €');

    // Settled at the counter: the server tells this driver's phone, which reads its figures again.
    closed = true;
    driverSocket.fire('settlement:closed', { date: '2026-11-20' });
    expect(await within(shift).findByText('Abgerechnet um 23:10 Uhr – Differenz −0,50 €.')).toBeInTheDocument();
  });

  it('a driver sees which deliveries the kitchen has ready, until they set off with them', async () => {
    const ready = { ...delivery, kitchenReadyAt: '2026-11-20T17:38:00Z' };
    mockApi({
      'GET /admin/drivers/me/orders': { success: true, orders: [ready, { ...delivery, orderId: 13 }, { ...ready, orderId: 14, dispatchedAt: '2026-11-20T17:40:00Z' }] },
    });
    renderAt('/admin', 'driver');
    expect(within(await screen.findByRole('listitem', { name: 'Lieferung #12' })).getByText('abholbereit')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Lieferung #13' })).queryByText('abholbereit')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Lieferung #14' })).getByText('unterwegs')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Lieferung #14' })).queryByText('abholbereit')).toBeNull();
  });

  it('a driver who opens the board is told it is not theirs and led to their delivery list', async () => {
    mockApi({ 'GET /admin/drivers/me/orders': { success: true, orders: [] } });
    renderAt('/admin/dashboard', 'driver');
    expect(await screen.findByRole('alert')).toHaveTextContent('„Bestellannahme“ können nur Inhaber und Theke öffnen. Sie sind als Fahrer angemeldet.');
    await userEvent.click(screen.getByRole('link', { name: 'Zur Lieferliste' }));
    expect(await screen.findByText('Keine offenen Lieferungen. Neue erscheinen hier von selbst.')).toBeInTheDocument();
  });

  it('counter staff close a driver’s day with float and counted cash; a typo is named before anything is sent', async () => {
    const open: DriverSettlement = { ...settlementOf(3), cashDue: 65.7 };
    const api = mockApi({
      'GET /shop-status': { isShopLive: 1, preordersEnabled: 0 },
      'GET /admin/orders': { success: true, orders: { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] } },
      // Without a date the server answers its current service day (its clock, not this device's).
      'GET /admin/settlements': { success: true, date: '2026-11-20', settlements: [open] },
      'POST /admin/settlements': {
        status: 201,
        body: { success: true, settlement: { ...open, float: 30, counted: 95.2, difference: -0.5, closedAt: '2026-11-20T23:00:00Z' } },
      },
    });
    // The device's clock is a day off: the screen still opens on the server's day.
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      renderAt('/admin/fahrerabrechnung', 'counter');
      const card = await screen.findByRole('region', { name: /^tom/ });
      expect(screen.getByLabelText('Tag')).toHaveValue('2026-11-20');
      expect(within(card).getByText('65,70 €')).toBeInTheDocument();
      await userEvent.type(within(card).getByLabelText('Wechselgeld (€)'), '30');
      await userEvent.type(within(card).getByLabelText('Gezählt (€)'), '95,2x');
      await userEvent.click(within(card).getByRole('button', { name: 'Abrechnung tom abschließen' }));
      expect(within(card).getByRole('alert')).toHaveTextContent('Gezählt: bitte einen Betrag in Euro angeben.');
      expect(api.calls('POST', '/admin/settlements')).toHaveLength(0);
      await userEvent.type(within(card).getByLabelText('Gezählt (€)'), '{Backspace}');
      expect(within(card).queryByRole('alert')).toBeNull();
      expect(within(card).getByText('Differenz: −0,50 €')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Abrechnung tom abschließen' }));
      await waitFor(() => expect(api.calls('POST', '/admin/settlements')).toHaveLength(1));
      expect(api.calls('POST', '/admin/settlements')[0].body).toEqual({ driverId: 7, date: '2026-11-20', float: 30, counted: 95.2 });
    } finally {
      jest.useRealTimers();
    }
  });
});
