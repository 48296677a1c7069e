import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ADMIN_POLL_MS, POPUP_REOPEN_MS, type OrderRecord } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { ANNOUNCED_ORDERS_KEY } from './announced-orders';
import { notifyNewOrder } from './new-order-alerts';
import { OrderIntakeProvider, useOrderIntake } from './order-intake';
import { orderRecord } from './order-record.test-support';
import { emitAdminEvent, resetAdminSocket } from '../test/admin-socket-stub';
import { StaffProviders } from '../test/staff-providers';

jest.mock('../lib/socket', () => jest.requireActual('../test/admin-socket-stub').adminSocketModule);
// Notification and WebAudio do not exist in jsdom; what matters here is whether an alert was raised.
jest.mock('./new-order-alerts', () => ({
  ...jest.requireActual('./new-order-alerts'),
  notifyNewOrder: jest.fn(() => true),
  playChime: jest.fn(async () => undefined),
}));

let serverOrders: OrderRecord[] = [];
let holdNextLoad: Promise<void> | null = null;

function grouped(orders: OrderRecord[]) {
  const g: Record<string, OrderRecord[]> = { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] };
  for (const o of orders) g[o.order_status].push(o);
  return g;
}

const pending = (id: number, minute: number) => orderRecord({ order_id: id, order_date: `2026-11-20T17:${String(minute).padStart(2, '0')}:00.000Z` });
const confirmed = (order: OrderRecord) => ({ ...order, order_status: 'bestätigt' as const, status: 'bestätigt' as const });

beforeEach(() => {
  jest.useFakeTimers();
  resetAdminSocket();
  sessionStorage.clear();
  serverOrders = [];
  holdNextLoad = null;
  (notifyNewOrder as jest.Mock).mockClear();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  global.fetch = jest.fn(async () => {
    const hold = holdNextLoad;
    holdNextLoad = null;
    if (hold) await hold;
    const body = JSON.stringify({ success: true, orders: grouped(serverOrders) });
    return { ok: true, status: 200, text: async () => body };
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

function Probe() {
  const intake = useOrderIntake();
  return (
    <>
      <p>open: {intake.openId ?? 'none'}</p>
      <p>queued: {intake.queued}</p>
      <p>backlog: {intake.backlog.map((o) => o.order_id).join(',') || 'none'}</p>
      <button type="button" onClick={intake.close}>
        close
      </button>
    </>
  );
}

function renderIntake() {
  return render(
    <MemoryRouter>
      <StaffProviders board>
        <OrderIntakeProvider>
          <Probe />
        </OrderIntakeProvider>
      </StaffProviders>
    </MemoryRouter>,
  );
}

const openText = () => screen.getByText(/^open:/).textContent;
const closePopup = () => act(() => screen.getByRole('button', { name: 'close' }).click());

describe('OrderIntakeProvider', () => {
  it('lists a backlog found at the first load once, oldest first, with one alert and no popup', async () => {
    serverOrders = [pending(4, 5), pending(2, 10), pending(1, 5), confirmed(pending(3, 1))];
    renderIntake();
    await waitFor(() => expect(screen.getByText('backlog: 1,4,2')).toBeInTheDocument());
    expect(openText()).toBe('open: none');
    expect(notifyNewOrder).toHaveBeenCalledTimes(1);
    serverOrders = [confirmed(pending(4, 5)), pending(2, 10), pending(1, 5)];
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS * 2));
    expect(screen.getByText('backlog: 1,2')).toBeInTheDocument();
    expect(openText()).toBe('open: none');
    expect(notifyNewOrder).toHaveBeenCalledTimes(1);
  });

  it('opens the popup of a single new order found at the first load, as for one arriving live', async () => {
    serverOrders = [pending(1, 5)];
    renderIntake();
    await waitFor(() => expect(openText()).toBe('open: 1'));
    expect(screen.getByText('backlog: none')).toBeInTheDocument();
  });

  it('announces an order pushed by the socket before the first load answered, once', async () => {
    let answer!: () => void;
    holdNextLoad = new Promise((resolve) => (answer = resolve));
    serverOrders = [pending(5, 0)];
    renderIntake();
    emitAdminEvent('order:created', pending(5, 0));
    expect(openText()).toBe('open: 5');
    expect(notifyNewOrder).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(notifyNewOrder).toHaveBeenCalledTimes(1);
    expect(openText()).toBe('open: 5');
  });

  it('after a reload announces only what came in meanwhile; an order announced before is listed, not popped up again', async () => {
    serverOrders = [pending(1, 0)];
    const first = renderIntake();
    await waitFor(() => expect(openText()).toBe('open: 1'));
    first.unmount();

    serverOrders = [pending(1, 0), pending(2, 5)];
    renderIntake();
    await waitFor(() => expect(openText()).toBe('open: 2'));
    expect(notifyNewOrder).toHaveBeenCalledTimes(2);
    expect(screen.getByText('backlog: 1')).toBeInTheDocument();
    closePopup();
    expect(openText()).toBe('open: none');
    await act(() => jest.advanceTimersByTimeAsync(POPUP_REOPEN_MS));
    expect(openText()).toBe('open: 2');
  });

  it('closes the popup of an order confirmed on another device, shows the next one and forgets the handled order', async () => {
    renderIntake();
    await act(() => jest.advanceTimersByTimeAsync(0));
    serverOrders = [pending(1, 0), pending(2, 5)];
    emitAdminEvent('order:created', serverOrders[0]);
    emitAdminEvent('order:created', serverOrders[1]);
    expect(openText()).toBe('open: 1');
    serverOrders = [confirmed(pending(1, 0)), pending(2, 5)];
    emitAdminEvent('order:updated', serverOrders[0]);
    expect(openText()).toBe('open: 2');
    await act(() => jest.advanceTimersByTimeAsync(ADMIN_POLL_MS));
    expect(JSON.parse(sessionStorage.getItem(ANNOUNCED_ORDERS_KEY) ?? '[]')).toEqual([2]);
  });
});
