import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_POLL_MS, type OrderRecord } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { useAdminSession } from './admin-session';
import { orderRecord } from './order-record.test-support';
import { useBoardActions, useStatusProblems } from './board-actions';
import { useBoardOrders } from './board-query';
import { emitAdminEvent, resetAdminSocket } from '../test/admin-socket-stub';
import { StaffProviders } from '../test/staff-providers';

jest.mock('../lib/socket', () => jest.requireActual('../test/admin-socket-stub').adminSocketModule);

let serverOrders: OrderRecord[] = [];
let failing = false;
let fetches = 0;
/** How PUT /api/admin/orders/status answers: refuse (409), fail for lack of a connection, or store the change. */
let statusReply: 'refuse' | 'offline' | 'store' = 'refuse';
let statusCalls = 0;

function grouped(orders: OrderRecord[]) {
  const g: Record<string, OrderRecord[]> = { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] };
  for (const o of orders) g[o.order_status].push(o);
  return g;
}

beforeEach(() => {
  resetAdminSocket();
  serverOrders = [];
  failing = false;
  fetches = 0;
  statusReply = 'refuse';
  statusCalls = 0;
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/orders') {
      fetches += 1;
      if (failing) throw new TypeError('Failed to fetch');
      const body = JSON.stringify({ success: true, orders: grouped(serverOrders) });
      return { ok: true, status: 200, text: async () => body };
    }
    const sent = JSON.parse(String(init?.body ?? '{}'));
    if (url === '/api/admin/orders/status') {
      statusCalls += 1;
      if (statusReply === 'offline') throw new TypeError('Failed to fetch');
      if (statusReply === 'refuse') {
        return { ok: false, status: 409, text: async () => JSON.stringify({ success: false, message: 'Dieser Statuswechsel ist nicht möglich.' }) };
      }
      serverOrders = serverOrders.map((o) => (o.order_id === sent.orderId ? { ...o, order_status: sent.status, status: sent.status } : o));
      const order = serverOrders.find((o) => o.order_id === sent.orderId);
      return { ok: true, status: 200, text: async () => JSON.stringify({ success: true, order }) };
    }
    return { ok: true, status: 200, text: async () => '{}' };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The board as its screens use it: the orders, the actions on them and the refused ones. */
function useBoard() {
  return { ...useBoardOrders(), ...useBoardActions(), ...useStatusProblems() };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <StaffProviders board>{children}</StaffProviders>
  </MemoryRouter>
);

function renderOrders() {
  return renderHook(() => ({ orders: useBoard(), session: useAdminSession() }), { wrapper });
}

const ids = (orders: OrderRecord[]) => orders.map((o) => `${o.order_id}:${o.order_status}`).sort();

describe('the board orders', () => {
  it('loads at once, then adds orders from the socket and from the poll', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1 })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    expect(ids(result.current.orders.orders)).toEqual(['1:ausstehend']);

    emitAdminEvent('order:created', orderRecord({ order_id: 2 }));
    expect(ids(result.current.orders.orders)).toEqual(['1:ausstehend', '2:ausstehend']);

    serverOrders = [orderRecord({ order_id: 1 }), orderRecord({ order_id: 2 }), orderRecord({ order_id: 3 })];
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(ids(result.current.orders.orders)).toEqual(['1:ausstehend', '2:ausstehend', '3:ausstehend']);
  });

  it('applies order:updated and refetches as soon as the socket (re)connects', async () => {
    serverOrders = [orderRecord({ order_id: 1 })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    emitAdminEvent('connect');
    expect(result.current.session.connected).toBe(true);
    emitAdminEvent('order:updated', orderRecord({ order_id: 1, order_status: 'bestätigt', status: 'bestätigt' }));
    expect(ids(result.current.orders.orders)).toEqual(['1:bestätigt']);

    emitAdminEvent('disconnect');
    expect(result.current.session.connected).toBe(false);
    serverOrders = [orderRecord({ order_id: 1, order_status: 'storniert', status: 'storniert' })];
    const before = fetches;
    emitAdminEvent('connect');
    await waitFor(() => expect(ids(result.current.orders.orders)).toEqual(['1:storniert']));
    expect(fetches).toBe(before + 1);
  });

  it('shows a status change at once; a refusal is logged, shown as a problem, and the server’s state returns', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1, order_status: 'storniert', status: 'storniert' })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    const stale = { ...serverOrders[0], order_status: 'bestätigt' as const, status: 'bestätigt' as const };
    act(() => result.current.orders.changeStatus(stale, 'abgeschlossen'));
    expect(ids(result.current.orders.orders)).toEqual(['1:abgeschlossen']);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(console.error).toHaveBeenCalledWith('Fehler beim Aktualisieren des Bestellstatus.', expect.anything());
    expect(ids(result.current.orders.orders)).toEqual(['1:storniert']);
    expect(result.current.orders.unsaved.size).toBe(0);
    expect(result.current.orders.problems.map((p) => p.message)).toEqual(['Bestellung #1 wurde nicht auf „Abgeschlossen“ gesetzt: Sie ist inzwischen „Storniert“.']);
    act(() => result.current.orders.dismissProblem(result.current.orders.problems[0].id));
    expect(result.current.orders.problems).toEqual([]);
  });

  it('keeps a change made without a connection on screen and sends it again once the server answers', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1, order_status: 'bestätigt', status: 'bestätigt' })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    statusReply = 'offline';
    failing = true;
    act(() => result.current.orders.changeStatus(result.current.orders.orders[0], 'abgeschlossen'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.orders.unsaved.get(1)).toEqual({ status: 'abgeschlossen', waiting: true });
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS * 3));
    expect(ids(result.current.orders.orders)).toEqual(['1:abgeschlossen']);
    expect(statusCalls).toBe(1);

    // Back online: the next poll reaches the server (which still says "bestätigt"); the change goes out again.
    failing = false;
    statusReply = 'store';
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(statusCalls).toBe(2);
    expect(result.current.orders.unsaved.size).toBe(0);
    expect(ids(result.current.orders.orders)).toEqual(['1:abgeschlossen']);
    expect(serverOrders[0].order_status).toBe('abgeschlossen');
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(ids(result.current.orders.orders)).toEqual(['1:abgeschlossen']);
    expect(result.current.orders.problems).toEqual([]);
  });

  it('sends a waiting change as soon as the browser is online again', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1, order_status: 'bestätigt', status: 'bestätigt' })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    statusReply = 'offline';
    act(() => result.current.orders.changeStatus(result.current.orders.orders[0], 'abgeschlossen'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    statusReply = 'store';
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(statusCalls).toBe(2);
    expect(result.current.orders.unsaved.size).toBe(0);
  });

  it('takes a refusal of a change that had already gone through before the connection broke as done', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1, order_status: 'abgeschlossen', status: 'abgeschlossen' })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    const asSeenBefore = { ...serverOrders[0], order_status: 'bestätigt' as const, status: 'bestätigt' as const };
    act(() => result.current.orders.changeStatus(asSeenBefore, 'abgeschlossen'));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.orders.problems).toEqual([]);
    expect(ids(result.current.orders.orders)).toEqual(['1:abgeschlossen']);
  });

  it('keeps the last orders and reports the failure when polling fails', async () => {
    jest.useFakeTimers();
    serverOrders = [orderRecord({ order_id: 1 })];
    const { result } = renderOrders();
    await waitFor(() => expect(result.current.orders.loaded).toBe(true));
    failing = true;
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(result.current.orders.fetchFailed).toBe(true);
    expect(console.error).toHaveBeenCalledWith('Fehler beim Abrufen der Bestellungen.', expect.anything());
    expect(ids(result.current.orders.orders)).toEqual(['1:ausstehend']);
  });
});
