import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { OrderRecord } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { resetAdminSocket } from '../test/admin-socket-stub';
import { mockApi, type RecordedRequest } from '../test/fetch-mock';
import { StaffProviders } from '../test/staff-providers';
import { useBoardActions, useStatusProblems } from './board-actions';
import { useBoardOrders } from './board-query';
import { orderRecord } from './order-record.test-support';

jest.mock('../lib/socket', () => jest.requireActual('../test/admin-socket-stub').adminSocketModule);

const REFUSAL = { success: false, message: 'Dieser Statuswechsel ist nicht möglich.' };
const confirmed = orderRecord({ order_id: 1, order_status: 'bestätigt', status: 'bestätigt', delivery_time: '30 Min.' });

function board(orders: OrderRecord[]) {
  return { success: true, orders: { ausstehend: [], bestätigt: orders, abgeschlossen: [], storniert: [] } };
}

beforeEach(() => {
  resetAdminSocket();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <StaffProviders board>{children}</StaffProviders>
  </MemoryRouter>
);

function renderBoard() {
  return renderHook(() => ({ ...useBoardOrders(), ...useBoardActions(), ...useStatusProblems() }), { wrapper });
}

const statuses = (orders: OrderRecord[]) => orders.map((o) => `${o.order_id}:${o.order_status}`);

describe('a board action', () => {
  it('shows the change at once and takes it back when the server refuses it (409) and cannot be read right after', async () => {
    let boardReads = 0;
    let refuse!: () => void;
    const api = mockApi({
      // The first read works; the one after the refusal finds no server.
      'GET /admin/orders': () => (++boardReads === 1 ? { body: board([confirmed]) } : Promise.reject(new TypeError('Failed to fetch'))),
      'PUT /admin/orders/status': () => new Promise((resolve) => (refuse = () => resolve({ status: 409, body: REFUSAL }))),
    });
    const { result } = renderBoard();
    await waitFor(() => expect(result.current.loaded).toBe(true));

    act(() => result.current.changeStatus(confirmed, 'storniert', 'Zutat fehlt'));
    expect(statuses(result.current.orders)).toEqual(['1:storniert']);
    expect(result.current.unsaved.get(1)).toEqual({ status: 'storniert', waiting: false });

    await waitFor(() => expect(api.calls('PUT', '/admin/orders/status')).toHaveLength(1));
    await act(async () => refuse());
    await waitFor(() => expect(result.current.problems).toHaveLength(1));
    expect(result.current.orders).toEqual([confirmed]);
    expect(result.current.unsaved.size).toBe(0);
    expect(result.current.problems[0].message).toBe('Bestellung #1 wurde nicht auf „Storniert“ gesetzt: Dieser Statuswechsel ist nicht möglich.');
  });

  it('sends only the later of two taps on the same order made while the server was away', async () => {
    let offline = true;
    const sent: string[] = [];
    const api = mockApi({
      'GET /admin/orders': () => (offline ? Promise.reject(new TypeError('Failed to fetch')) : { body: board([confirmed]) }),
      'PUT /admin/orders/status': (request: RecordedRequest) => {
        if (offline) return Promise.reject(new TypeError('Failed to fetch'));
        const { status } = request.body as { status: 'abgeschlossen' | 'storniert' };
        sent.push(status);
        return { body: { success: true, order: { ...confirmed, order_status: status, status } } };
      },
    });
    offline = false;
    const { result } = renderBoard();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    offline = true;

    act(() => result.current.changeStatus(confirmed, 'abgeschlossen'));
    await waitFor(() => expect(result.current.unsaved.get(1)).toEqual({ status: 'abgeschlossen', waiting: true }));
    act(() => result.current.changeStatus(confirmed, 'storniert', 'Kunde nicht erreichbar'));
    await waitFor(() => expect(result.current.unsaved.get(1)).toEqual({ status: 'storniert', waiting: true }));

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.unsaved.size).toBe(0));
    expect(sent).toEqual(['storniert']);
    expect(statuses(result.current.orders)).toEqual(['1:storniert']);
    expect(api.calls('PUT', '/admin/orders/status')).toHaveLength(3);
    expect(result.current.problems).toEqual([]);
  });
});
