import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { DayReport } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { AdminSessionProvider } from '../../staff/admin-session';
import { noteServerClock } from '../../staff/staff-clock';
import { createStaffQueryClient } from '../../staff/staff-query-client';
import { mockApi } from '../../test/fetch-mock';
import { orderRecord } from '../../staff/order-record.test-support';
import DayClosePage from './day-close-page';

jest.mock('../../lib/socket', () => ({
  connectAdminSocket: () => ({ on: jest.fn(), disconnect: jest.fn() }),
}));

function tokenOf(role: string): string {
  const now = Math.floor(Date.now() / 1000);
  return `x.${btoa(JSON.stringify({ sub: 2, username: role, role, iat: now, exp: now + 3600 }))}.y`;
}

const DAY = '2026-11-18';
const open: DayReport = {
  date: DAY,
  closed: null,
  orders: { count: 2, byChannel: { online: 1, telefon: 1, 'vor-ort': 0 } },
  gross: 41.61,
  net: 38.19,
  vat: [
    { rate: 7, gross: 34.2, net: 31.96, vat: 2.24 },
    { rate: 19, gross: 7.41, net: 6.23, vat: 1.18 },
  ],
  byPayment: { cash: 21.9, card: 0, paypal: 19.71 },
  discounts: 2.19,
  refunds: { count: 0, amount: 0 },
  cancelled: { count: 1, amount: 21.9 },
  cashExpected: 21.9,
  cashCounted: null,
  cashDifference: null,
};
const closed: DayReport = { ...open, closed: { number: 1, closedAt: '2026-11-20T17:30:00.000Z', by: 'admin' }, cashCounted: 20, cashDifference: -1.9 };

function renderAs(role: string, routes: Record<string, unknown>) {
  localStorage.setItem(ADMIN_TOKEN_KEY, tokenOf(role));
  const api = mockApi(routes);
  render(
    <MemoryRouter>
      <QueryClientProvider client={createStaffQueryClient()}>
        <AdminSessionProvider>
          <DayClosePage />
        </AdminSessionProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return api;
}

async function chooseDay() {
  const day = await screen.findByLabelText('Geschäftstag');
  await userEvent.clear(day);
  await userEvent.type(day, DAY);
}

describe('Tagesabschluss', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('the owner counts the drawer, sees the difference, closes the day and gets the Z report with its number', async () => {
    const api = renderAs('owner', {
      [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open },
      'GET /admin/day-closes': { success: true, closes: [] },
      'POST /admin/day-close': { success: true, message: 'Tag abgeschlossen.', report: closed },
    });
    await chooseDay();
    const report = await screen.findByRole('article', { name: 'X-Bericht (Zwischenstand)' });
    expect(within(report).getByRole('row', { name: /PayPal/ })).toHaveTextContent('19,71');
    expect(within(report).getByRole('row', { name: /Bar erwartet/ })).toHaveTextContent('21,90');

    await userEvent.type(screen.getByLabelText('Bargeld gezählt (€)'), '20,00');
    expect(screen.getByText(/Differenz −1,90/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tag abschließen (Z-Bericht)' }));
    expect(await screen.findByRole('article', { name: 'Z-Bericht Nr. 1' })).toHaveTextContent('Bar gezählt20,00');
    expect(api.calls('POST', '/admin/day-close')[0].body).toEqual({ date: DAY, countedCash: 20 });
    expect(screen.queryByRole('button', { name: 'Tag abschließen (Z-Bericht)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Z-Bericht Nr. 1 ansehen und drucken' })).toHaveAttribute('href', `/admin/tagesabschluss/${DAY}`);
  });

  it('a typed amount the contract refuses is named at the field and nothing is sent', async () => {
    const api = renderAs('owner', { [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open }, 'GET /admin/day-closes': { success: true, closes: [] } });
    await chooseDay();
    await userEvent.type(await screen.findByLabelText('Bargeld gezählt (€)'), 'zwanzig');
    await userEvent.click(screen.getByRole('button', { name: 'Tag abschließen (Z-Bericht)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gezähltes Bargeld: bitte einen Betrag in Euro angeben.');
    expect(api.calls('POST', '/admin/day-close')).toHaveLength(0);
  });

  it('prints the X report on the receipt printer', async () => {
    const api = renderAs('counter', {
      [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open },
      'POST /admin/day-report/print': { success: true, message: 'Der X-Bericht wird gedruckt.' },
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole('button', { name: 'X-Bericht drucken' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Der X-Bericht wird gedruckt.');
    expect(api.calls('POST', '/admin/day-report/print').map((c) => c.body)).toEqual([{ date: DAY }]);
  });

  it('says so when no printer is set up', async () => {
    renderAs('counter', {
      [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open },
      'POST /admin/day-report/print': () => ({ status: 409, body: { success: false, message: 'Es ist kein Bondrucker eingerichtet.' } }),
    });
    await chooseDay();
    await userEvent.click(await screen.findByRole('button', { name: 'X-Bericht drucken' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist kein Bondrucker eingerichtet.');
  });

  it('offers no X report print for a closed day', async () => {
    renderAs('owner', { [`GET /admin/day-report?date=${DAY}`]: { success: true, ...closed }, 'GET /admin/day-closes': { success: true, closes: [] } });
    await chooseDay();
    expect(await screen.findByRole('link', { name: 'Z-Bericht Nr. 1 ansehen und drucken' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'X-Bericht drucken' })).not.toBeInTheDocument();
  });

  it('the counter sees the X report but neither the close nor the list of closed days', async () => {
    const api = renderAs('counter', { [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open } });
    await chooseDay();
    expect(await screen.findByRole('article', { name: 'X-Bericht (Zwischenstand)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tag abschließen (Z-Bericht)' })).not.toBeInTheDocument();
    expect(api.calls('GET', '/admin/day-closes')).toHaveLength(0);
  });
});

describe('Tagesabschluss before the day can be closed', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const confirmed = { order_status: 'bestätigt', status: 'bestätigt' } as const;
  const board = {
    success: true,
    orders: {
      ausstehend: [orderRecord({ order_id: 31, order_date: '2026-11-18T19:10:00.000Z' })],
      bestätigt: [
        orderRecord({ order_id: 32, ...confirmed, order_date: '2026-11-18T18:00:00.000Z', estimated_at: '2026-11-18T18:45:00.000Z' }),
        // A pre-order for next week belongs to its own day.
        orderRecord({
          order_id: 33,
          ...confirmed,
          preorder: true,
          desiredDeliveryDate: '2026-11-25',
          desiredDeliveryTime: '19:00',
          estimated_at: '2026-11-25T18:00:00.000Z',
        }),
      ],
      abgeschlossen: [],
      storniert: [],
    },
  };

  it('warns that the X report leaves out the open orders, and keeps "Tag abschließen" off with the reason', async () => {
    const api = renderAs('owner', {
      [`GET /admin/day-report?date=${DAY}`]: { success: true, ...open },
      'GET /admin/day-closes': { success: true, closes: [] },
      'GET /admin/orders': board,
    });
    await chooseDay();
    expect(
      await screen.findByText(/Noch 2 offene Bestellungen \(ausstehend oder bestätigt\): der X-Bericht zählt nur abgeschlossene Bestellungen\./),
    ).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Tag abschließen (Z-Bericht)' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription('Noch 2 offene Bestellungen: bitte zuerst abschließen oder stornieren.');
    await userEvent.type(screen.getByLabelText('Bargeld gezählt (€)'), '20,00{Enter}');
    expect(api.calls('POST', '/admin/day-close')).toHaveLength(0);
  });

  it('keeps "Tag abschließen" off while the day is not over, and says from when it can be closed', async () => {
    const future = '2099-03-01';
    renderAs('owner', {
      [`GET /admin/day-report?date=${future}`]: { success: true, ...open, date: future },
      'GET /admin/day-closes': { success: true, closes: [] },
      'GET /admin/orders': { ...board, orders: { ausstehend: [], bestätigt: [], abgeschlossen: [], storniert: [] } },
    });
    const day = await screen.findByLabelText('Geschäftstag');
    await userEvent.clear(day);
    await userEvent.type(day, future);
    const close = await screen.findByRole('button', { name: 'Tag abschließen (Z-Bericht)' });
    expect(close).toBeDisabled();
    expect(close).toHaveAccessibleDescription(/^Dieser Tag ist noch nicht vorbei und kann noch nicht abgeschlossen werden\. Möglich ab 02\.03\.2099, \d{2}:00 Uhr\.$/);
    expect(screen.queryByText(/offene Bestellung/)).not.toBeInTheDocument();
  });

  it("starts on the server's service day once its clock is known, and keeps a day staff chose", async () => {
    renderAs('owner', { 'GET /admin/day-closes': { success: true, closes: [] } });
    const day = await screen.findByLabelText('Geschäftstag');
    // 01:30 on Thursday in Berlin, however this device's clock reads: still Wednesday's service.
    act(() => noteServerClock({ serverTime: '2026-11-19T00:30:00.000Z', timezone: 'Europe/Berlin' }, Date.now(), Date.now()));
    expect(screen.getByLabelText('Geschäftstag')).toHaveValue('2026-11-18');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-17');
    act(() => noteServerClock({ serverTime: '2026-11-20T17:30:00.000Z' }, Date.now(), Date.now()));
    expect(day).toHaveValue('2026-11-17');
  });
});
