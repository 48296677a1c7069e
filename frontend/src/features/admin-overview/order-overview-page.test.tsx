import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { OrdersOverview, OverviewOrder } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { StaffProviders } from '../../test/staff-providers';
import OrderOverviewPage from './order-overview-page';

jest.mock('../../lib/socket', () => jest.requireActual('../../test/admin-socket-stub').adminSocketModule);
// chart.js needs a real canvas; the browser test shows the chart.
jest.mock('./revenue-chart', () => ({ RevenueChart: () => null }));

function row(id: number, over: Partial<OverviewOrder> = {}): OverviewOrder {
  return {
    id,
    status: 'bestätigt',
    totalRevenue: 21.9,
    orderDate: '2026-11-20T17:30:00.000Z',
    orderDetails: [{ product_details: '[{"productName":"Pizza Margherita","quantity":2}]' }],
    customerName: `Kunde ${id}`,
    channel: 'online',
    deliveryMethod: 'lieferung',
    paymentMethod: 'cash',
    estimatedAt: '2026-11-20T18:00:00.000Z',
    desiredDeliveryDate: '2026-11-20',
    desiredDeliveryTime: 'So schnell wie möglich',
    ...over,
  };
}

function overview(page: number): OrdersOverview {
  return {
    orderStats: { ausstehend: 1, bestätigt: 29, abgeschlossen: 0, storniert: 0 },
    totalRevenue: 635.1,
    pendingRevenue: 21.9,
    vat: [
      { rate: 7, gross: 522, net: 487.85, vat: 34.15 },
      { rate: 19, gross: 113.1, net: 95.04, vat: 18.06 },
    ],
    days: { first: '2026-11-16', last: '2026-11-22' },
    orders:
      page === 1
        ? [row(30, { status: 'ausstehend', estimatedAt: null, deliveryMethod: 'abholung', desiredDeliveryTime: '19:30' }), row(29, { channel: 'telefon' })]
        : [row(5)],
    ordersTotal: 30,
    page,
    pageSize: 25,
    series: [],
    split: {
      byPayment: { cash: { orders: 20, revenue: 420.1 }, card: { orders: 0, revenue: 0 }, paypal: { orders: 9, revenue: 215 } },
      byChannel: { online: { orders: 25, revenue: 540.1 }, telefon: { orders: 4, revenue: 95 }, 'vor-ort': { orders: 0, revenue: 0 } },
      byMethod: { abholung: { orders: 10, revenue: 200 }, lieferung: { orders: 19, revenue: 435.1 } },
    },
    bestSellers: [{ productName: 'Pizza Margherita', quantity: 40, revenue: 360 }],
  };
}

const requested: string[] = [];
let csvFailure = false;

beforeEach(() => {
  requested.length = 0;
  csvFailure = false;
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
  global.fetch = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://shop');
    requested.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/csv')) {
      if (csvFailure) return { ok: false, status: 400, text: async () => JSON.stringify({ success: false, message: 'Ungültiger Datumsfilter.' }) };
      return {
        ok: true,
        status: 200,
        headers: new Headers({ 'Content-Disposition': 'attachment; filename="umsatz_2026-11-16_bis_2026-11-22_bestaetigt-und-abgeschlossen.csv"' }),
        blob: async () => new Blob(['\uFEFFDatum;Bestellnummer\r\n'], { type: 'text/csv' }),
      };
    }
    const body = { success: true, ...overview(Number(url.searchParams.get('page') ?? 1)) };
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

function renderPage() {
  render(
    <MemoryRouter>
      <StaffProviders>
        <OrderOverviewPage />
      </StaffProviders>
    </MemoryRouter>,
  );
}

describe('Bestellübersicht', () => {
  it('shows revenue of accepted orders with pending apart, net and VAT per rate, and the orders with customer, channel, kind and due time', async () => {
    renderPage();
    expect(await screen.findByTestId('overview-revenue')).toHaveTextContent('635,10');
    expect(screen.getByText('Umsatz (bestätigt + abgeschlossen)')).toBeInTheDocument();
    expect(screen.getByTestId('overview-pending')).toHaveTextContent('21,90');
    const vat = within(screen.getByRole('table', { name: 'Umsatzsteuer' }));
    expect(vat.getByRole('row', { name: /^7 %/ })).toHaveTextContent(/487,85.*34,15.*522,00/);
    expect(vat.getByRole('row', { name: /^19 %/ })).toHaveTextContent(/95,04.*18,06.*113,10/);

    const pending = screen.getByRole('row', { name: /#30/ });
    expect(pending).toHaveTextContent('Kunde 30');
    expect(pending).toHaveTextContent('Abholung');
    expect(pending).toHaveTextContent('Online');
    expect(pending).toHaveTextContent('20.11.2026, 19:30');
    const confirmed = screen.getByRole('row', { name: /#29/ });
    expect(confirmed).toHaveTextContent('Lieferung');
    expect(confirmed).toHaveTextContent('Telefon');
    // The promised time once confirmed: 18:00 UTC is 19:00 in Berlin.
    expect(confirmed).toHaveTextContent('19:00');
    expect(requested[0]).toBe('/api/admin/ordersOverview?dateFilter=today&page=1&pageSize=25');

    expect(within(screen.getByRole('table', { name: 'Zahlungsarten' })).getByRole('row', { name: /PayPal/ })).toHaveTextContent(/9.*215,00/);
    expect(within(screen.getByRole('table', { name: 'Kanäle' })).getByRole('row', { name: /Telefon/ })).toHaveTextContent(/4.*95,00/);
    expect(within(screen.getByRole('table', { name: 'Abholung und Lieferung' })).getByRole('row', { name: /Lieferung/ })).toHaveTextContent(/19.*435,10/);
    expect(within(screen.getByRole('table', { name: 'Bestseller' })).getByRole('row', { name: /Pizza Margherita/ })).toHaveTextContent(/40×.*360,00/);
    // The DATEV file is the owner's; this token is no owner's.
    expect(screen.queryByRole('button', { name: 'DATEV-Datei herunterladen' })).not.toBeInTheDocument();
  });

  it('pages through the list on the server and starts again at page 1 for another period', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Seite 1 von 2');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByText('Seite 2 von 2');
    expect(screen.getByRole('row', { name: /#5/ })).toBeInTheDocument();
    expect(requested.at(-1)).toBe('/api/admin/ordersOverview?dateFilter=today&page=2&pageSize=25');

    await user.click(screen.getByRole('button', { name: 'Woche' }));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/admin/ordersOverview?dateFilter=week&page=1&pageSize=25'));
    await user.click(screen.getByRole('button', { name: 'Monat' }));
    await waitFor(() => expect(requested.at(-1)).toBe('/api/admin/ordersOverview?dateFilter=month&page=1&pageSize=25'));
  });

  it('asks for a range only once both ends are set and in order', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('overview-revenue');
    await user.click(screen.getByRole('button', { name: 'Zeitraum' }));
    const from = screen.getByLabelText('Von');
    const to = screen.getByLabelText('Bis');
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    expect(screen.getByRole('alert')).toHaveTextContent('„Von“ muss vor „Bis“ liegen.');
    const before = requested.length;
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await waitFor(() => expect(requested.at(-1)).toBe('/api/admin/ordersOverview?dateFilter=range&from=2026-11-01&to=2026-11-15&page=1&pageSize=25'));
    expect(requested.slice(before).filter((r) => r.includes('from=2026-11-20'))).toEqual([]);
  });

  it('downloads the CSV of the chosen period under the server’s file name, and says so when it fails', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    await screen.findByTestId('overview-revenue');
    await user.click(screen.getByRole('button', { name: 'Woche' }));
    await user.click(screen.getByRole('button', { name: 'CSV für die Buchhaltung' }));
    await waitFor(() => expect(saved).toEqual(['umsatz_2026-11-16_bis_2026-11-22_bestaetigt-und-abgeschlossen.csv']));
    expect(requested).toContain('/api/admin/ordersOverview/csv?dateFilter=week');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv');

    csvFailure = true;
    await user.click(screen.getByRole('button', { name: 'CSV für die Buchhaltung' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ungültiger Datumsfilter.');
    click.mockRestore();
  });
});
