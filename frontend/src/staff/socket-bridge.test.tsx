import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SOCKET_EVENTS, type OrderRecord, type PrinterStatus } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { emitAdminEvent, resetAdminSocket } from '../test/admin-socket-stub';
import { mockApi } from '../test/fetch-mock';
import { AdminSessionProvider } from './admin-session';
import { boardData, useBoardPolling } from './board-query';
import { orderRecord } from './order-record.test-support';
import { useSocketBridge } from './socket-bridge';
import { createStaffQueryClient } from './staff-query-client';
import { staffKeys } from './staff-keys';

jest.mock('../lib/socket', () => jest.requireActual('../test/admin-socket-stub').adminSocketModule);

const reachable: PrinterStatus = { configured: true, reachable: true, downSince: null, lastError: null };
const emptyBoard = { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] };

let client: QueryClient;

beforeEach(() => {
  resetAdminSocket();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  client = createStaffQueryClient();
});

/** The bridge inside the session, as the admin area mounts it, around whatever the test reads. */
function renderBridge<T>(read: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AdminSessionProvider>{children}</AdminSessionProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  return renderHook(
    () => {
      useSocketBridge();
      return read();
    },
    { wrapper },
  );
}

const statusOf = (id: number) => boardData(client).entries.get(id)?.order.order_status;

describe('the socket bridge', () => {
  it('writes each pushed event into the cache where the screens read it', () => {
    mockApi({});
    renderBridge(() => null);
    const order: OrderRecord = orderRecord({ order_id: 4 });
    emitAdminEvent(SOCKET_EVENTS.orderCreated, order);
    expect(statusOf(4)).toBe('ausstehend');
    emitAdminEvent(SOCKET_EVENTS.orderUpdated, { ...order, order_status: 'bestätigt', status: 'bestätigt' });
    expect(statusOf(4)).toBe('bestätigt');

    emitAdminEvent(SOCKET_EVENTS.shopStatus, { isShopLive: 0, preordersEnabled: 1 });
    expect(client.getQueryData(staffKeys.shopStatus)).toEqual({ isShopLive: 0, preordersEnabled: 1 });
    emitAdminEvent(SOCKET_EVENTS.printerStatus, reachable);
    expect(client.getQueryData(staffKeys.printer)).toEqual(reachable);
    const counts = { mail: { waiting: 1, failed: 0 }, print: { waiting: 0, failed: 2 }, refund: { waiting: 0, failed: 0 } };
    emitAdminEvent(SOCKET_EVENTS.outboxStatus, counts);
    expect(client.getQueryData(staffKeys.outbox)).toEqual(counts);
    const busy = { extraMinutes: 20, extraUntil: null, pauses: {} };
    emitAdminEvent(SOCKET_EVENTS.busyMode, busy);
    expect(client.getQueryData(staffKeys.busyMode)).toEqual(busy);
  });

  it('refetches every staff query after a reconnect, the whole board included, not only what changed since', async () => {
    const api = mockApi({
      'GET /admin/printer': { success: true, printer: reachable },
      'GET /admin/orders': { success: true, orders: emptyBoard, cursor: '7', changesOnly: false },
      'GET /admin/orders?since=7': { success: true, orders: emptyBoard, cursor: '7', changesOnly: true },
    });
    const { result } = renderBridge(() => {
      useBoardPolling();
      return useQuery({ queryKey: staffKeys.printer, queryFn: () => fetch('/api/admin/printer') }).isSuccess;
    });
    await waitFor(() => expect(result.current).toBe(true));
    await waitFor(() => expect(boardData(client).cursor).toBe('7'));
    const printerReads = api.calls('GET', '/admin/printer').length;
    const fullBoardReads = api.calls('GET', '/admin/orders').length;

    emitAdminEvent('disconnect');
    emitAdminEvent('connect');
    await waitFor(() => expect(api.calls('GET', '/admin/printer')).toHaveLength(printerReads + 1));
    await waitFor(() => expect(api.calls('GET', '/admin/orders')).toHaveLength(fullBoardReads + 1));
    expect(api.calls('GET', '/admin/orders?since=7')).toEqual([]);
  });

  it('reloads the order figures after order events; during a burst one request is under way and one more follows', async () => {
    let answer: () => void = () => undefined;
    const api = mockApi({
      'GET /admin/figures': () => new Promise((resolve) => (answer = () => resolve({ body: { n: api.calls('GET', '/admin/figures').length } }))),
    });
    const { result } = renderBridge(
      () => useQuery({ queryKey: [...staffKeys.orderFigures, 'today'], queryFn: () => fetch('/api/admin/figures').then((r) => r.text()) }).data,
    );
    await waitFor(() => expect(api.calls('GET', '/admin/figures')).toHaveLength(1));
    answer();
    await waitFor(() => expect(result.current).toBe('{"n":1}'));

    for (const id of [1, 2, 3]) emitAdminEvent(SOCKET_EVENTS.orderCreated, orderRecord({ order_id: id }));
    await waitFor(() => expect(api.calls('GET', '/admin/figures')).toHaveLength(2));
    answer();
    await waitFor(() => expect(api.calls('GET', '/admin/figures')).toHaveLength(3));
    answer();
    await waitFor(() => expect(result.current).toBe('{"n":3}'));
    expect(api.calls('GET', '/admin/figures')).toHaveLength(3);
  });
});
