import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SOCKET_EVENTS, type OutboxCounts } from '@pizzeria/domain';
import { ADMIN_TOKEN_KEY } from '../../lib/api-client';
import { PrinterBanner } from '../../staff/printer-status';
import { emitAdminEvent, resetAdminSocket } from '../../test/admin-socket-stub';
import { mockApi } from '../../test/fetch-mock';
import { StaffProviders } from '../../test/staff-providers';
import { OutboxPanel } from './outbox-panel';
import { orderRecord } from '../../staff/order-record.test-support';
import { RefundRetry } from './refund-retry';

jest.mock('../../lib/socket', () => jest.requireActual('../../test/admin-socket-stub').adminSocketModule);

const counts = (over: Partial<OutboxCounts> = {}): OutboxCounts => ({
  mail: { waiting: 0, failed: 0 },
  print: { waiting: 0, failed: 0 },
  refund: { waiting: 0, failed: 0 },
  ...over,
});

function renderStaff(children: React.ReactNode) {
  render(
    <MemoryRouter>
      <StaffProviders>{children}</StaffProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAdminSocket();
  localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt');
});

describe("the board's queue panel", () => {
  it('shows waiting and failed jobs per kind, live, and retries a kind on request', async () => {
    const api = mockApi({
      'GET /admin/outbox': { success: true, counts: counts({ mail: { waiting: 3, failed: 1 } }), jobs: [] },
      'POST /admin/outbox/retry': { success: true, message: 'Erneuter Versand angestoßen.', retried: 4 },
    });
    renderStaff(<OutboxPanel />);
    expect(await screen.findByText('E-Mails: 3 wartend, 1 fehlgeschlagen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(api.calls('POST', '/admin/outbox/retry').map((r) => r.body)).toEqual([{ kind: 'mail' }]);
    emitAdminEvent(SOCKET_EVENTS.outboxStatus, counts({ print: { waiting: 2, failed: 0 } }));
    expect(screen.getByText('Bons: 2 wartend')).toBeInTheDocument();
    expect(screen.queryByText(/E-Mails/)).not.toBeInTheDocument();
    emitAdminEvent(SOCKET_EVENTS.outboxStatus, counts());
    expect(screen.queryByRole('region', { name: 'Warteschlange' })).not.toBeInTheDocument();
  });
});

describe('the printer banner', () => {
  it('appears while a configured printer cannot be reached and goes when it is back', async () => {
    mockApi({ 'GET /admin/printer': { success: true, printer: { configured: true, reachable: true, downSince: null, lastError: null } } });
    renderStaff(<PrinterBanner />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    emitAdminEvent(SOCKET_EVENTS.printerStatus, { configured: true, reachable: false, downSince: '2026-11-20T17:31:00.000Z', lastError: 'ECONNREFUSED' });
    expect(screen.getByRole('alert')).toHaveTextContent('Küchendrucker nicht erreichbar seit 18:31 Uhr.');
    emitAdminEvent(SOCKET_EVENTS.printerStatus, { configured: true, reachable: true, downSince: null, lastError: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays away without a kitchen printer', async () => {
    mockApi({ 'GET /admin/printer': { success: true, printer: { configured: false, reachable: false, downSince: null, lastError: null } } });
    renderStaff(<PrinterBanner />);
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a failed refund', () => {
  it("offers a retry of that order's refund only", async () => {
    const api = mockApi({ 'POST /admin/outbox/retry': { success: true, message: 'Erneuter Versand angestoßen.', retried: 1 } });
    const { rerender } = render(<RefundRetry order={orderRecord({ order_id: 9, paymentMethod: 'paypal', paymentStatus: 'bezahlt', refundStatus: 'erstattet' })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<RefundRetry order={orderRecord({ order_id: 9, paymentMethod: 'paypal', paymentStatus: 'bezahlt', refundStatus: 'fehlgeschlagen' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Erstattung erneut versuchen' }));
    expect(api.calls('POST', '/admin/outbox/retry').map((r) => r.body)).toEqual([{ kind: 'refund', orderId: 9 }]);
    expect(await screen.findByRole('button', { name: 'Erstattung wird wiederholt …' })).toBeDisabled();
  });
});
