import { render, screen, waitFor, within } from '@testing-library/react';
import type { OrderHistoryEntry, OrderRecord } from '@pizzeria/domain';
import { OrderDetailsModal } from './order-details-modal';
import { orderRecord } from '../../staff/order-record.test-support';
import { mockApi } from '../../test/fetch-mock';
import { StaffQueries } from '../../test/staff-providers';

const HISTORY: OrderHistoryEntry[] = [
  {
    id: 1,
    at: '2026-11-27T18:03:00.000Z',
    actor: 'theke-tom',
    action: 'confirm',
    from: 'ausstehend',
    to: 'bestätigt',
    reason: null,
    details: { deliveryTime: '30 Min.', eta: '2026-11-27T18:33:00.000Z' },
  },
  { id: 2, at: '2026-11-27T18:04:00.000Z', actor: 'theke-tom', action: 'print', from: 'bestätigt', to: 'bestätigt', reason: null, details: null },
  { id: 3, at: '2026-11-27T18:20:00.000Z', actor: 'admin', action: 'cancel', from: 'bestätigt', to: 'storniert', reason: 'Kunde nicht erreichbar', details: null },
  { id: 4, at: '2026-11-27T18:20:00.000Z', actor: 'admin', action: 'refund', from: null, to: 'ausstehend', reason: 'Kunde nicht erreichbar', details: { amount: 21.9 } },
];

/** The order dialog of `order`, its buttons doing nothing. */
function renderDetails(order: OrderRecord) {
  render(<OrderDetailsModal order={order} onClose={jest.fn()} onConfirm={jest.fn()} onChangeStatus={jest.fn()} onPrint={jest.fn()} />, { wrapper: StaffQueries });
}

describe('OrderDetailsModal – history', () => {
  it('shows every action on the order with who, when, from → to and why', async () => {
    const api = mockApi({ 'GET /admin/orders/42/history': { success: true, history: HISTORY } });
    renderDetails(orderRecord({ order_id: 42, order_status: 'storniert', status: 'storniert' }));
    const history = screen.getByRole('region', { name: 'Verlauf' });
    await within(history).findByText('Erstattung');
    const rows = within(history).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '20.11.2026, 18:05 · Eingegangen · Online',
      '27.11.2026, 19:03 · Bestätigt (ausstehend → bestätigt) · theke-tom · 30 Min., fertig um 19:33',
      '27.11.2026, 19:04 · Gedruckt · theke-tom',
      '27.11.2026, 19:20 · Storniert (bestätigt → storniert) · admin · Grund: Kunde nicht erreichbar',
      '27.11.2026, 19:20 · Erstattung (– → veranlasst) · admin · 21,90 € · Grund: Kunde nicht erreichbar',
    ]);
    expect(api.calls('GET', '/admin/orders/42/history')).toHaveLength(1);
  });

  it('starts with when and where the order came in, before anyone acted on it', async () => {
    const api = mockApi({ 'GET /admin/orders/9/history': { success: true, history: [] } });
    renderDetails(orderRecord({ order_id: 9, channel: 'telefon' }));
    await waitFor(() => expect(api.calls('GET', '/admin/orders/9/history')).toHaveLength(1));
    const rows = within(screen.getByRole('region', { name: 'Verlauf' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['20.11.2026, 18:05 · Eingegangen · Telefon']);
  });

  it('says so when the history cannot be loaded, and keeps the dialog usable', async () => {
    mockApi({ 'GET /admin/orders/7/history': () => ({ status: 403, body: { success: false, message: 'Keine Berechtigung für diese Aktion.' } }) });
    renderDetails(orderRecord({ order_id: 7 }));
    expect(await within(screen.getByRole('region', { name: 'Verlauf' })).findByText('Keine Berechtigung für diese Aktion.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeEnabled();
  });
});
