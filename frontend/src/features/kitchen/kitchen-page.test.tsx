import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_POLL_MS, type OrderRecord } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { StaffProviders } from '../../test/staff-providers';
import { orderRecord } from '../../staff/order-record.test-support';
import { playChime } from '../../staff/new-order-alerts';
import KitchenPage from './kitchen-page';
import { FINISH_UNDO_MS } from '../../staff/use-finish-with-undo';
import { NEW_TICKET_MS } from './use-kitchen-arrivals';

// The live connection is exercised by the browser tests; here it only has to exist.
jest.mock('../../lib/socket', () => ({
  connectAdminSocket: () => ({ on: () => undefined, disconnect: () => undefined }),
}));
// WebAudio does not exist in jsdom; what matters here is whether the chime was played.
jest.mock('../../staff/new-order-alerts', () => ({
  ...jest.requireActual('../../staff/new-order-alerts'),
  playChime: jest.fn(async () => undefined),
}));

let serverOrders: OrderRecord[] = [];
let statusCalls: { orderId: number; status: string }[] = [];
/** Whether each status call asked the browser to finish it even if the page goes away. */
let keptAlive: boolean[] = [];
let offline = false;

beforeEach(() => {
  jest.useFakeTimers();
  serverOrders = [orderRecord({ order_id: 7, order_status: 'bestätigt', status: 'bestätigt', estimated_at: '2026-11-20T17:35:00Z' })];
  statusCalls = [];
  keptAlive = [];
  offline = false;
  sessionStorage.clear();
  (playChime as jest.Mock).mockClear();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    if (url === '/api/admin/orders/status') {
      const sent = JSON.parse(String(init?.body));
      statusCalls.push({ orderId: sent.orderId, status: sent.status });
      keptAlive.push(init?.keepalive === true);
      serverOrders = serverOrders.map((o) => (o.order_id === sent.orderId ? { ...o, order_status: sent.status, status: sent.status } : o));
      return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, order: serverOrders[0] }) };
    }
    const grouped = { ausstehend: [], bestätigt: serverOrders.filter((o) => o.order_status === 'bestätigt'), abgeschlossen: [], storniert: [] };
    return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, orders: grouped }) };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderKitchen() {
  render(
    <MemoryRouter>
      <StaffProviders board>
        <KitchenPage />
      </StaffProviders>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const ticket = () => screen.getByRole('article', { name: 'Bestellung #7' });

describe('KitchenPage – "Fertig"', () => {
  it("reports a driver's delivery cooked: it leaves this screen, stays confirmed and ends with the handover", async () => {
    serverOrders = [{ ...serverOrders[0], deliveryMethod: 'lieferung', driver: { id: 3, name: 'lea' } }];
    renderKitchen();
    const card = await screen.findByRole('article', { name: 'Bestellung #7' });
    expect(within(card).getByText('Fährt lea aus')).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Fertig' }));
    await act(() => jest.advanceTimersByTimeAsync(FINISH_UNDO_MS));
    expect(statusCalls).toEqual([{ orderId: 7, status: 'abgeschlossen' }]);
    // The server kept it confirmed and noted the kitchen is done with it; the next poll says so.
    serverOrders = [{ ...serverOrders[0], order_status: 'bestätigt', status: 'bestätigt', kitchenReadyAt: '2026-11-20T17:40:00.000Z' }];
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(screen.queryByRole('article', { name: 'Bestellung #7' })).toBeNull();
    expect(screen.getByText('Keine bestätigten Bestellungen.')).toBeInTheDocument();
  });

  it('can be taken back for a few seconds; nothing is sent then', async () => {
    renderKitchen();
    await user().click(await within(await screen.findByRole('article', { name: 'Bestellung #7' })).findByRole('button', { name: 'Fertig' }));
    expect(within(ticket()).getByRole('status')).toHaveTextContent('Fertig gemeldet');
    expect(screen.getByText('Bestellung #7 fertig.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Rückgängig' }));
    expect(within(ticket()).getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(FINISH_UNDO_MS * 2));
    expect(statusCalls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Rückgängig' })).toBeNull();
  });

  it(`is sent after ${FINISH_UNDO_MS / 1000} s, and the ticket leaves once the server stored it`, async () => {
    renderKitchen();
    await user().click(await within(await screen.findByRole('article', { name: 'Bestellung #7' })).findByRole('button', { name: 'Fertig' }));
    await act(() => jest.advanceTimersByTimeAsync(FINISH_UNDO_MS - 1));
    expect(statusCalls).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(statusCalls).toEqual([{ orderId: 7, status: 'abgeschlossen' }]);
    expect(screen.queryByRole('article', { name: 'Bestellung #7' })).toBeNull();
  });

  it.each([
    ['the page is left or reloaded (pagehide)', () => window.dispatchEvent(new Event('pagehide'))],
    [
      'the page is hidden (visibilitychange)',
      () => {
        jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('is sent at once, with keepalive, when %s inside the undo window', async (_when, leave) => {
    renderKitchen();
    await user().click(await within(await screen.findByRole('article', { name: 'Bestellung #7' })).findByRole('button', { name: 'Fertig' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(statusCalls).toEqual([]);
    // The mutation sends in a microtask, which the browser runs right after the pagehide/visibilitychange handler, before the page goes.
    await act(async () => leave());
    expect(statusCalls).toEqual([{ orderId: 7, status: 'abgeschlossen' }]);
    expect(keptAlive).toEqual([true]);
    await act(() => jest.advanceTimersByTimeAsync(FINISH_UNDO_MS));
    expect(statusCalls).toHaveLength(1);
  });

  it('stays on screen as "wird gespeichert…" while the network is down, and is sent when it is back', async () => {
    renderKitchen();
    await user().click(await within(await screen.findByRole('article', { name: 'Bestellung #7' })).findByRole('button', { name: 'Fertig' }));
    offline = true;
    await act(() => jest.advanceTimersByTimeAsync(FINISH_UNDO_MS + 15_000));
    expect(within(ticket()).getByRole('status')).toHaveTextContent('Fertig – wird gespeichert…');
    expect(statusCalls).toEqual([]);
    offline = false;
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(statusCalls).toEqual([{ orderId: 7, status: 'abgeschlossen' }]);
    expect(screen.queryByRole('article', { name: 'Bestellung #7' })).toBeNull();
  });
});

describe('KitchenPage – a newly confirmed order', () => {
  const confirmed = (id: number, minute: number) =>
    orderRecord({ order_id: id, order_status: 'bestätigt', status: 'bestätigt', estimated_at: `2026-11-20T17:${minute}:00Z` });

  it('chimes once and stays highlighted for a while; the orders there before are not news', async () => {
    renderKitchen();
    await screen.findByRole('article', { name: 'Bestellung #7' });
    expect(playChime).not.toHaveBeenCalled();
    expect(within(ticket()).queryByText('Neu')).toBeNull();

    serverOrders = [...serverOrders, confirmed(8, 50)];
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    const fresh = screen.getByRole('article', { name: 'Bestellung #8' });
    expect(within(fresh).getByText('Neu')).toBeInTheDocument();
    expect(playChime).toHaveBeenCalledTimes(1);
    expect(within(ticket()).queryByText('Neu')).toBeNull();

    await act(() => jest.advanceTimersByTimeAsync(NEW_TICKET_MS));
    expect(within(screen.getByRole('article', { name: 'Bestellung #8' })).queryByText('Neu')).toBeNull();
    expect(playChime).toHaveBeenCalledTimes(1);
  });
});
