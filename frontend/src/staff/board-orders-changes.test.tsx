import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_POLL_MS, type OrderRecord } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { orderRecord } from './order-record.test-support';
import { useBoardActions, useStatusProblems } from './board-actions';
import { useBoardOrders } from './board-query';
import { emitAdminEvent, resetAdminSocket } from '../test/admin-socket-stub';
import { StaffProviders } from '../test/staff-providers';

jest.mock('../lib/socket', () => jest.requireActual('../test/admin-socket-stub').adminSocketModule);

/** A server that hands out cursors: `?since=` answers only the orders changed after that cursor. */
let revision = 0;
let changedAt = new Map<number, number>();
let serverOrders: OrderRecord[] = [];
let requested: string[] = [];

function save(...orders: OrderRecord[]) {
  revision += 1;
  for (const order of orders) {
    serverOrders = [...serverOrders.filter((o) => o.order_id !== order.order_id), order];
    changedAt.set(order.order_id, revision);
  }
}

function grouped(orders: OrderRecord[]) {
  const g: Record<string, OrderRecord[]> = { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] };
  for (const o of orders) g[o.order_status].push(o);
  return g;
}

beforeEach(() => {
  resetAdminSocket();
  revision = 0;
  changedAt = new Map();
  serverOrders = [];
  requested = [];
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  global.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    const since = new URL(url, 'http://shop').searchParams.get('since');
    const orders = since === null ? serverOrders : serverOrders.filter((o) => (changedAt.get(o.order_id) ?? 0) > Number(since));
    const body = JSON.stringify({ success: true, orders: grouped(orders), cursor: String(revision), changesOnly: since !== null });
    return { ok: true, status: 200, text: async () => body };
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

const ids = (orders: OrderRecord[]) => orders.map((o) => `${o.order_id}:${o.order_status}`).sort();

describe('the board polls only what changed', () => {
  it('sends the last cursor with every poll and merges the changed orders into the board', async () => {
    jest.useFakeTimers();
    save(orderRecord({ order_id: 1 }), orderRecord({ order_id: 2 }));
    const { result } = renderHook(() => useBoard(), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(requested).toEqual(['/api/admin/orders']);
    expect(ids(result.current.orders)).toEqual(['1:ausstehend', '2:ausstehend']);

    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(requested[1]).toBe('/api/admin/orders?since=1');
    expect(ids(result.current.orders)).toEqual(['1:ausstehend', '2:ausstehend']);

    save(orderRecord({ order_id: 2, order_status: 'bestätigt', status: 'bestätigt' }), orderRecord({ order_id: 3 }));
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(requested[2]).toBe('/api/admin/orders?since=1');
    expect(ids(result.current.orders)).toEqual(['1:ausstehend', '2:bestätigt', '3:ausstehend']);

    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(requested[3]).toBe('/api/admin/orders?since=2');
    expect(ids(result.current.orders)).toEqual(['1:ausstehend', '2:bestätigt', '3:ausstehend']);
  });

  it('a (re)connect loads the whole board again, so an order gone from the board is dropped', async () => {
    save(orderRecord({ order_id: 1 }), orderRecord({ order_id: 2 }));
    const { result } = renderHook(() => useBoard(), { wrapper });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    serverOrders = serverOrders.filter((o) => o.order_id !== 1);
    emitAdminEvent('connect');
    await waitFor(() => expect(ids(result.current.orders)).toEqual(['2:ausstehend']));
    expect(requested.at(-1)).toBe('/api/admin/orders');
  });
});
