import { render, screen, within } from '@testing-library/react';
import { ADMIN_TOKEN_KEY } from '../lib/api-client';
import { mockApi } from '../test/fetch-mock';
import { StaffQueries } from '../test/staff-providers';
import { DriverChoice } from './driver-choice';
import { orderRecord } from './order-record.test-support';

const ali = { id: 4, name: 'fahrer.ali' };

function renderChoice(overrides: Parameters<typeof orderRecord>[0]) {
  mockApi({ 'GET /admin/drivers': { success: true, drivers: [ali] } });
  render(<DriverChoice order={orderRecord({ order_id: 7, order_status: 'bestätigt', status: 'bestätigt', deliveryMethod: 'lieferung', ...overrides })} />, {
    wrapper: StaffQueries,
  });
}

beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'jwt'));

describe('DriverChoice', () => {
  it('asks for a driver while none is assigned, so the only driver’s name does not read as chosen', async () => {
    renderChoice({ driver: null });
    const group = await screen.findByRole('group', { name: 'Fahrer für Bestellung #7' });
    expect(group).toHaveTextContent(/^Fahrer wählen:/);
    expect(group).toHaveClass('driver-choice--open');
    expect(within(group).getByRole('button', { name: 'fahrer.ali' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the assigned driver as chosen', async () => {
    renderChoice({ driver: ali });
    const group = await screen.findByRole('group', { name: 'Fahrer für Bestellung #7' });
    expect(group).toHaveTextContent(/^Fahrer:/);
    expect(group).not.toHaveClass('driver-choice--open');
    expect(within(group).getByRole('button', { name: 'fahrer.ali' })).toHaveAttribute('aria-pressed', 'true');
  });
});
